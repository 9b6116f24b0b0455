import { Badge, Checkbox, Group, Loader, Text, UnstyledButton } from '@mantine/core'
import { useVirtualizer } from '@tanstack/react-virtual'
import { useEffect, useRef } from 'react'
import type { AuthUserRow } from '@/features/database'
import { formatDateTime } from '@/lib/format/date-time'
import { userName } from './user-name'
import classes from './users-list.module.css'

const ROW_HEIGHT = 56

/** Users in a virtualised list; nearing the end asks for the next page. */
export function UsersList({
  users,
  selectedIds,
  onToggle,
  onOpen,
  hasMore,
  loadingMore,
  onLoadMore,
}: {
  users: AuthUserRow[]
  selectedIds: ReadonlySet<string>
  onToggle: (id: string) => void
  onOpen: (id: string) => void
  hasMore: boolean
  loadingMore: boolean
  onLoadMore: () => void
}) {
  const parent = useRef<HTMLDivElement>(null)
  const virtualizer = useVirtualizer({
    count: users.length,
    getScrollElement: () => parent.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  })
  const items = virtualizer.getVirtualItems()
  const lastIndex = items.at(-1)?.index ?? -1
  useEffect(() => {
    if (hasMore && !loadingMore && lastIndex >= users.length - 10) onLoadMore()
  }, [hasMore, loadingMore, lastIndex, users.length, onLoadMore])

  return (
    <div ref={parent} className={classes.scroller} role="list" aria-label="Users" data-testid="users-list">
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {items.map((item) => {
          const user = users[item.index]!
          const name = userName(user)
          return (
            <div
              key={user.id}
              role="listitem"
              className={classes.row}
              style={{ transform: `translateY(${item.start}px)`, height: ROW_HEIGHT }}
            >
              <Checkbox
                aria-label={`Select ${name}`}
                checked={selectedIds.has(user.id)}
                onChange={() => onToggle(user.id)}
              />
              <UnstyledButton className={classes.open} onClick={() => onOpen(user.id)} aria-label={`Open user ${name}`}>
                <div className={classes.name}>
                  <Text size="sm" fw={500} truncate>
                    {name}
                  </Text>
                  <Group gap={4} wrap="nowrap">
                    {user.providers.map((provider) => (
                      <Badge key={provider} size="xs" variant="light" color="gray">
                        {provider}
                      </Badge>
                    ))}
                    {user.is_anonymous ? <Badge size="xs" color="grape">Anonymous</Badge> : null}
                    {user.is_banned ? <Badge size="xs" color="red">Banned</Badge> : null}
                    {!user.is_anonymous && !user.email_confirmed_at && !user.phone_confirmed_at ? (
                      <Badge size="xs" color="yellow" variant="outline">
                        Waiting for verification
                      </Badge>
                    ) : null}
                  </Group>
                </div>
                <Text size="xs" c="dimmed" className={classes.date}>
                  Created {formatDateTime(user.created_at)}
                </Text>
                <Text size="xs" c="dimmed" className={classes.date}>
                  {user.last_sign_in_at ? `Signed in ${formatDateTime(user.last_sign_in_at)}` : 'Never signed in'}
                </Text>
              </UnstyledButton>
            </div>
          )
        })}
      </div>
      {loadingMore ? <Loader size="xs" aria-label="Loading more users" m="sm" /> : null}
    </div>
  )
}
