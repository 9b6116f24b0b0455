/**
 * Charts redraw only when what they show changed: a card re-rendered for another reason (the page's
 * props, a refresh that answered the same figures) leaves its chart alone. Rows are compared by value;
 * a new function (a format or handler written inline) counts as a change.
 */
export function sameProps<P extends object>(previous: P, next: P) {
  for (const key of Object.keys({ ...previous, ...next }) as (keyof P)[]) {
    const a = previous[key]
    const b = next[key]
    if (a === b) continue
    if (typeof a === 'function' || typeof b === 'function') return false
    if (JSON.stringify(a) !== JSON.stringify(b)) return false
  }
  return true
}
