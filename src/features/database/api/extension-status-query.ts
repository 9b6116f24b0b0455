import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { enableExtension, extensionStatus } from '../sql/extensions'
import { executeSql } from './execute-sql'
import { databaseKeys } from './keys'

/** The project whose database is asked: its ref and the connection string from its detail. */
export interface ProjectDatabase {
  projectRef: string
  connectionString: string | null | undefined
}

export const extensionStatusQueryOptions = ({ projectRef, connectionString }: ProjectDatabase, name: string) =>
  // The connection string belongs to the project: the ref and the name identify the answer.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  queryOptions({
    queryKey: [...databaseKeys.all(projectRef), 'extensions', name],
    queryFn: async ({ signal }) => {
      const { sql, schema } = extensionStatus([name])
      const [row] = await executeSql({ projectRef, connectionString, query: sql, signal })
      return schema.parse(row)
    },
    staleTime: 0,
    enabled: Boolean(connectionString),
  })

/** Creates the extension in its own schema, then reads every answer about the database again. */
export function useEnableExtensionMutation({ projectRef, connectionString }: ProjectDatabase) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ name, schema }: { name: string; schema?: string }) =>
      executeSql({ projectRef, connectionString, query: enableExtension({ name, schema }).sql }),
    // Pages that depend on the extension read their data again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: databaseKeys.all(projectRef) }),
  })
}
