import { Group, Select, Text, TextInput } from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { IconSearch } from '@tabler/icons-react'
import { useState } from 'react'
import { AUTH_USER_FILTERS, AUTH_USER_SORTS, AUTH_USERS_MATCH_COUNT_LIMIT, type AuthUserFilter, type AuthUserSort } from '@/features/database'
import type { UsersListParams } from '../api/auth-users-query'

const FILTER_LABELS: Record<AuthUserFilter, string> = {
  all: 'All users',
  verified: 'Verified users',
  unverified: 'Unverified users',
  anonymous: 'Anonymous users',
  banned: 'Banned users',
}
const SORT_LABELS: Record<AuthUserSort, string> = { created: 'Created', last_sign_in: 'Last sign in' }
const SEARCH_DEBOUNCE_MS = 300

const USERS_SEARCH_HINT = 'Matches from the start of the email or phone number, or a whole user id'

function countText(total: { total: number; estimated: boolean } | null | undefined, matches: UsersMatches) {
  if (matches !== undefined) {
    if (matches === null) return 'Counting matches…'
    if (matches.capped) return `More than ${AUTH_USERS_MATCH_COUNT_LIMIT.toLocaleString('en-US')} users match`
    return matches.matches === 1 ? '1 user matches' : `${matches.matches.toLocaleString('en-US')} users match`
  }
  if (!total) return null
  return total.estimated
    ? `About ${total.total.toLocaleString('en-US')} users (estimate)`
    : `${total.total.toLocaleString('en-US')} ${total.total === 1 ? 'user' : 'users'} in total`
}

/** undefined: not searching; null: being counted. */
type UsersMatches = { matches: number; capped: boolean } | null | undefined

/** Search (email or phone prefix, or an id), filter and sort, kept in the URL; the total, or while searching the matches. */
export function UsersToolbar({
  view,
  onView,
  total,
  matches,
}: {
  view: UsersListParams
  onView: (next: UsersListParams) => void
  total: { total: number; estimated: boolean } | null | undefined
  matches: UsersMatches
}) {
  const count = countText(total, matches)
  const [text, setText] = useState(view.search)
  const commit = useDebouncedCallback((search: string) => onView({ ...view, search: search.trim() }), SEARCH_DEBOUNCE_MS)
  return (
    <Group gap="sm" wrap="wrap" align="flex-end">
      <TextInput
        label="Search users"
        placeholder="Email, phone or user id"
        description={USERS_SEARCH_HINT}
        leftSection={<IconSearch size={14} />}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value)
          commit(event.currentTarget.value)
        }}
        style={{ flex: '1 1 220px' }}
      />
      <Select
        label="Show"
        data={AUTH_USER_FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] }))}
        value={view.filter}
        onChange={(value) => value && onView({ ...view, filter: value as AuthUserFilter })}
        allowDeselect={false}
        w={170}
      />
      <Select
        label="Sort by"
        data={AUTH_USER_SORTS.map((value) => ({ value, label: SORT_LABELS[value] }))}
        value={view.sort}
        onChange={(value) => value && onView({ ...view, sort: value as AuthUserSort })}
        allowDeselect={false}
        w={150}
      />
      {count ? (
        <Text size="sm" c="dimmed" data-testid="users-total" aria-live="polite">
          {count}
        </Text>
      ) : null}
    </Group>
  )
}
