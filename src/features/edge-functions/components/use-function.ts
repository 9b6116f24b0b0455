import { useQuery } from '@tanstack/react-query'
import { functionsBackend } from '../api/backend'
import { functionQueryOptions } from '../api/functions-query'

/** One function with its project's backend capability (the layout's query, shared by every tab). */
export function useFunction(projectRef: string, slug: string) {
  const backend = functionsBackend(projectRef)
  const query = useQuery(functionQueryOptions(projectRef, slug, backend))
  return { backend, query }
}
