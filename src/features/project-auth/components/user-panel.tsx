import { Alert, Badge, Code, Drawer, Group, Loader, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import type { ProjectConnection } from '@/features/database-objects/api/run-built-sql'
import { CopyButton } from '@/components/copy-button'
import { QueryError } from '@/features/database'
import { authUserQueryOptions } from '../api/auth-users-query'
import { formatDateTime } from '@/lib/format/date-time'
import { UserActions } from './user-actions'
import { UserFactors } from './user-factors'
import { userName } from './user-name'

const json = (value: unknown) => JSON.stringify(value ?? {}, null, 2)

/** One user: id (copyable), identities, MFA factors, sessions, metadata and timestamps, with the actions. */
export function UserPanel({ connection, userId, onClose }: { connection: ProjectConnection; userId: string; onClose: () => void }) {
  const user = useQuery(authUserQueryOptions(connection, userId))
  const detail = user.data
  return (
    <Drawer opened onClose={onClose} position="right" size="lg" title={detail ? userName(detail) : 'User'}>
      {user.isPending ? <Loader size="sm" aria-label="Loading user" /> : null}
      {user.error ? <QueryError title="Could not read the user" error={user.error} /> : null}
      {user.data === null ? (
        <Alert color="yellow" title="User not found">
          No user has the id <Code>{userId}</Code>. It may have been deleted.
        </Alert>
      ) : null}
      {detail ? (
        <Stack gap="md">
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" ff="monospace" truncate data-testid="user-id">
              {detail.id}
            </Text>
            <CopyButton value={detail.id} text="Copy user id" size="xs" />
          </Group>
          <Group gap={4}>
            {detail.is_anonymous ? <Badge color="grape">Anonymous</Badge> : null}
            {detail.banned_until && new Date(detail.banned_until) > new Date() ? (
              <Badge color="red">Banned until {formatDateTime(detail.banned_until)}</Badge>
            ) : null}
            {detail.email_confirmed_at || detail.phone_confirmed_at ? <Badge color="green">Verified</Badge> : null}
          </Group>
          <UserActions projectRef={connection.projectRef} user={detail} onDeleted={onClose} />
          <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px', margin: 0, fontSize: 14 }}>
            {(
              [
                ['Email', detail.email ?? '—'],
                ['Phone', detail.phone ? `+${detail.phone}` : '—'],
                ['Created', formatDateTime(detail.created_at)],
                ['Updated', formatDateTime(detail.updated_at)],
                ['Invited', formatDateTime(detail.invited_at)],
                ['Email confirmed', formatDateTime(detail.email_confirmed_at)],
                ['Phone confirmed', formatDateTime(detail.phone_confirmed_at)],
                ['Last signed in', formatDateTime(detail.last_sign_in_at)],
                ['Sessions', String(detail.sessions)],
              ] as const
            ).map(([term, value]) => (
              <div key={term} style={{ display: 'contents' }}>
                <dt style={{ color: 'var(--mantine-color-dimmed)' }}>{term}</dt>
                <dd style={{ margin: 0 }}>{value}</dd>
              </div>
            ))}
          </dl>
          <Title order={3} size="h5">
            Identities
          </Title>
          {detail.identities.length === 0 ? <Text size="sm" c="dimmed">No identities (an anonymous user).</Text> : null}
          {detail.identities.map((identity) => (
            <Group key={identity.id} gap="xs" wrap="nowrap">
              <Badge size="sm" variant="light">
                {identity.provider}
              </Badge>
              <Text size="sm">
                {identity.email ?? ''} · since {formatDateTime(identity.created_at)}
              </Text>
            </Group>
          ))}
          <UserFactors projectRef={connection.projectRef} user={detail} />
          <Title order={3} size="h5">
            User metadata
          </Title>
          <Code block data-testid="user-metadata">{json(detail.raw_user_meta_data)}</Code>
          <Title order={3} size="h5">
            App metadata
          </Title>
          <Code block>{json(detail.raw_app_meta_data)}</Code>
        </Stack>
      ) : null}
    </Drawer>
  )
}
