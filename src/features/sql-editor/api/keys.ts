export const sqlEditorKeys = {
  all: (ref: string) => ['projects', ref, 'sql-editor'] as const,
  snippets: (ref: string) => [...sqlEditorKeys.all(ref), 'snippets'] as const,
  completion: (ref: string) => [...sqlEditorKeys.all(ref), 'completion'] as const,
  history: (ref: string) => [...sqlEditorKeys.all(ref), 'history'] as const,
}
