import { scoreSearchable, type Searchable } from './fuzzy'

export interface CommandAction extends Searchable {
  id: string
  group: string
  /** A place to go: remembered as a recent destination when chosen. */
  destination?: boolean
  /** Only offered once the user types (e.g. every page of every project). */
  searchOnly?: boolean
  /** A page of the project the user is on: it comes before the same page of other projects. */
  inCurrentProject?: boolean
  run: () => void
}

export const RECENT_GROUP = 'Recent'
/** Recent destinations rank above equally good matches. */
const RECENT_BONUS = 4
/** Larger than the recent bonus: 'sql' on Storefront means Storefront's SQL editor, whatever was visited last. */
const CURRENT_PROJECT_BONUS = 2 * RECENT_BONUS

export interface ActionGroup {
  group: string
  actions: CommandAction[]
}

/**
 * Groups to show for a query: with no query, recent destinations first and then every group;
 * with a query, the best fuzzy matches first (recent ones lifted), in one list.
 */
export function rankActions(
  query: string,
  actions: readonly CommandAction[],
  recentIds: readonly string[],
  limit = 50,
): ActionGroup[] {
  const recent = new Set(recentIds)
  if (!query.trim()) {
    const recentActions = recentIds
      .map((id) => actions.find((action) => action.id === id))
      .filter((a): a is CommandAction => Boolean(a))
    const rest = actions.filter((action) => !action.searchOnly && !recent.has(action.id))
    const groups: ActionGroup[] = recentActions.length ? [{ group: RECENT_GROUP, actions: recentActions }] : []
    for (const action of rest) {
      const group = groups.find((g) => g.group === action.group)
      if (group) group.actions.push(action)
      else groups.push({ group: action.group, actions: [action] })
    }
    return groups
  }
  const scored = actions
    .map((action) => ({ action, score: scoreSearchable(query, action) }))
    .filter((entry): entry is { action: CommandAction; score: number } => entry.score !== null)
    .map((entry) => ({
      ...entry,
      score:
        entry.score +
        (recent.has(entry.action.id) ? RECENT_BONUS : 0) +
        (entry.action.inCurrentProject ? CURRENT_PROJECT_BONUS : 0),
    }))
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
  return scored.length ? [{ group: 'Results', actions: scored.map((entry) => entry.action) }] : []
}
