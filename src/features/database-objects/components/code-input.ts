/** An input holding code (an SQL expression, JSON): monospace in the field only; its label and description stay in the UI font. */
export const CODE_INPUT_STYLES = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } } as const
