/**
 * Paged queries (SPEC §7): the page parameter is a zero-based page index; each page asks the server
 * for `limit` rows from `offset`. Spread `pageParams(limit)` into `infiniteQueryOptions` and send
 * `pageQuery(pageParam, limit)` as the query.
 */
export const DEFAULT_PAGE_SIZE = 50

export function pageQuery(page: number, limit = DEFAULT_PAGE_SIZE) {
  return { offset: page * limit, limit }
}

/** The next page exists while the last page came back full. */
export function nextPageParam(lastPage: readonly unknown[], lastPageParam: number, limit = DEFAULT_PAGE_SIZE) {
  return lastPage.length < limit ? undefined : lastPageParam + 1
}

/** The previous page exists above the first page. */
export function previousPageParam(firstPageParam: number) {
  return firstPageParam > 0 ? firstPageParam - 1 : undefined
}

export function pageParams(limit = DEFAULT_PAGE_SIZE) {
  return {
    initialPageParam: 0,
    getNextPageParam: (lastPage: readonly unknown[], _all: unknown, lastPageParam: number) => nextPageParam(lastPage, lastPageParam, limit),
    getPreviousPageParam: (_firstPage: unknown, _all: unknown, firstPageParam: number) => previousPageParam(firstPageParam),
  }
}
