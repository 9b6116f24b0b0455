import { Select } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useProjectConnection } from '../api/connection'
import { pickableUsersQueryOptions } from '../api/users-query'
import type { TokenUser } from '../user-token'

const labelOf = (user: TokenUser) => user.email || user.phone || user.id

/** Picks one of the project's users from Auth (auth.users), searched by email as it is typed. */
export function UserPicker({
  projectRef,
  value,
  onChange,
  description = 'The request carries an access token for this user from Auth',
  inPopover = false,
}: {
  projectRef: string
  value: TokenUser | null
  onChange: (user: TokenUser | null) => void
  description?: string
  /** Inside a popover the options stay in it: a click on one is not a click outside that closes it. */
  inPopover?: boolean
}) {
  const connection = useProjectConnection(projectRef)
  const [search, setSearch] = useState(value ? labelOf(value) : '')
  const [debounced] = useDebouncedValue(search.trim(), 250)
  const users = useQuery({ ...pickableUsersQueryOptions(connection, debounced), placeholderData: keepPreviousData })
  const found = users.data ?? []
  const options = [...(value && !found.some((u) => u.id === value.id) ? [value] : []), ...found]
  return (
    <Select
      label="User"
      description={description}
      comboboxProps={inPopover ? { withinPortal: false } : undefined}
      placeholder="Search by email"
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      // The database does the searching.
      filter={({ options: all }) => all}
      data={options.map((user) => ({ value: user.id, label: labelOf(user) }))}
      value={value?.id ?? null}
      onChange={(id) => onChange(options.find((user) => user.id === id) ?? null)}
      nothingFoundMessage={
        users.isError
          ? `The users could not be read: ${users.error.message}`
          : users.isFetching
            ? 'Searching…'
            : 'No user matches this search'
      }
      error={value ? undefined : users.isError ? 'The users could not be read' : undefined}
    />
  )
}
