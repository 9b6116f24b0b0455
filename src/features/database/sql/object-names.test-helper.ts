/** Names that break SQL built by pasting: quotes, spaces, capitals, unicode, reserved words. */
export const HOSTILE_NAMES = ['we"ird', 'has space', 'MixedCase', 'ünïcødé 名前', 'select'] as const
