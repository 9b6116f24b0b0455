/**
 * For a Mantine input that takes code (SQL, JSON, headers, KEY=value lines): what is typed in the
 * monospace font, its label, description and error in the UI font (`ff` would set the whole field).
 */
export const MONO_INPUT_STYLES = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } } as const
