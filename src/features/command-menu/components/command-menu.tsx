import '@mantine/spotlight/styles.css'
import { Spotlight } from '@mantine/spotlight'
import { IconSearch } from '@tabler/icons-react'
import { useMemo, useState } from 'react'
import { commandMenuStore } from '../command-menu-store'
import { rankActions, type CommandAction } from '../rank'
import { readRecent, rememberRecent } from '../recent'
import { useCommandActions } from '../use-command-actions'

const RESULT_LIMIT = 50
const keepAsRanked = <T,>(_query: string, actions: T) => actions

/** The command menu (Spotlight): fuzzy search over places and actions, recent destinations first. */
export function CommandMenu() {
  const actions = useCommandActions()
  const [query, setQuery] = useState('')
  const [recent, setRecent] = useState(readRecent)

  const data = useMemo(() => {
    const trigger = (action: CommandAction) => () => {
      if (action.destination) rememberRecent(action.id)
      action.run()
    }
    return rankActions(query, actions, recent, RESULT_LIMIT).map(({ group, actions: items }) => ({
      group,
      actions: items.map((action) => ({
        id: action.id,
        label: action.label,
        description: action.description,
        onClick: trigger(action),
      })),
    }))
  }, [query, actions, recent])

  return (
    <Spotlight
      store={commandMenuStore}
      shortcut={null}
      actions={data}
      filter={keepAsRanked}
      query={query}
      onQueryChange={setQuery}
      onSpotlightOpen={() => setRecent(readRecent())}
      onSpotlightClose={() => setQuery('')}
      nothingFound="No matching pages or actions"
      highlightQuery
      scrollable
      maxHeight={440}
      searchProps={{
        leftSection: <IconSearch size={18} stroke={1.5} />,
        placeholder: 'Search pages, projects and actions…',
        'aria-label': 'Search commands',
      }}
    />
  )
}
