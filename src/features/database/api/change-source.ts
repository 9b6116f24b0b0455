/** Where a page's query comes from, for the changes ledger: the page's path under the project. */
export function sourceOfPage(projectRef: string, pathname = typeof window === 'undefined' ? '' : window.location.pathname): string {
  const marker = `/project/${projectRef}/`
  const at = pathname.indexOf(marker)
  if (at < 0) return 'dashboard'
  const [section, page] = pathname.slice(at + marker.length).split('/').filter(Boolean)
  if (section === 'sql') return 'sql-editor'
  if (section === 'editor') return 'table-editor'
  if (!section) return 'project'
  return page && !/^\d+$/.test(page) ? `${section}/${page}` : section
}
