/** A sidebar entry and its route ('/project/$ref/editor/$id'). */
interface SectionRoute {
  id: string
  to: string
}

const segments = (path: string) => path.split('/').filter(Boolean)

/**
 * The one sidebar entry to highlight: the entry whose route is the longest whole-segment prefix of the
 * page's path, a `$param` matching any segment. On /functions/new both Edge Functions and Deploy a new
 * function match and the latter wins; /editor/7 highlights the table editor whatever table its link reopens.
 */
export function activeSectionId(pathname: string, sections: readonly SectionRoute[]): string | undefined {
  const page = segments(pathname)
  let best: { id: string; length: number } | undefined
  for (const section of sections) {
    const route = segments(section.to)
    const matches = route.length <= page.length && route.every((segment, i) => segment.startsWith('$') || segment === page[i])
    if (matches && route.length > (best?.length ?? -1)) best = { id: section.id, length: route.length }
  }
  return best?.id
}
