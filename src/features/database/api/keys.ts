export const databaseKeys = {
  all: (ref: string) => ['projects', ref, 'database'] as const,
  schema: (ref: string) => [...databaseKeys.all(ref), 'schema'] as const,
}
