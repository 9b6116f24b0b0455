import type { QueryClient } from '@tanstack/react-query'
import { projectDetailQueryOptions } from '@/features/projects/api/project-detail-query'
import { DEFAULT_PAGE_SIZE, type TableEditorSearch } from '../search'
import { rowsQueryOptions } from './rows-query'
import { tableDetailQueryOptions } from './table-detail-query'

/**
 * Starts reading a table's detail and then its page while the route changes (or on hover, when
 * the router preloads), so the first rows do not wait for the page to render first.
 */
export async function prefetchTable(queryClient: QueryClient, ref: string, id: number, search: TableEditorSearch) {
  const project = await queryClient.ensureQueryData(projectDetailQueryOptions(ref))
  const target = { projectRef: ref, connectionString: project.connectionString }
  if (!target.connectionString) return
  const table = await queryClient.ensureQueryData(tableDetailQueryOptions(target, id))
  if (!table) return
  const filters = (search.filter ?? []).filter((f) => table.columns.some((c) => c.name === f.column))
  const sort = search.sort && table.columns.some((c) => c.name === search.sort!.column) ? search.sort : undefined
  await queryClient.prefetchQuery(rowsQueryOptions(target, table, { sort, filters, size: search.size ?? DEFAULT_PAGE_SIZE }, search.page ?? 1))
}
