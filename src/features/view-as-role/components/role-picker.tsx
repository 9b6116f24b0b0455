import { Alert, Button, CloseButton, Group, Popover, Radio, Stack, Text, Textarea } from '@mantine/core'
import { IconUserShield } from '@tabler/icons-react'
import { useId, useState } from 'react'
import { MONO_INPUT_STYLES } from '@/components/mono-input'
import { useProjectConnection } from '@/features/database-objects/api/run-built-sql'
import { isDefaultRole, parseCustomClaims, roleLabel, type RoleChoice } from '@/features/database'
import { fetchImpersonatedUser } from '../api/users-query'
import { useViewAsRole, useViewAsRoleStore } from '../role-store'
import type { TokenUser } from '../user-token'
import { UserPicker } from './user-picker'

type Kind = RoleChoice['kind']

const KINDS: { value: Kind; label: string; description: string }[] = [
  { value: 'postgres', label: 'postgres (default)', description: 'The database owner: Row Level Security does not apply' },
  { value: 'anon', label: 'anon', description: 'Someone who is not signed in' },
  { value: 'user', label: 'Authenticated user', description: 'A user of this project, picked from Auth' },
  { value: 'claims', label: 'Custom claims', description: 'A user of a third-party auth provider, by the claims of their token' },
]

const EXAMPLE_CLAIMS = '{\n  "sub": "00000000-0000-0000-0000-000000000000",\n  "email": "someone@example.com"\n}'

const pickedUser = (choice: RoleChoice): TokenUser | null =>
  choice.kind === 'user' ? { id: choice.user.id, email: choice.user.email, phone: choice.user.phone, is_anonymous: choice.user.is_anonymous } : null

/** The form in the picker's popover: nothing changes until Apply, and a bad entry keeps what was typed. */
function RoleForm({ projectRef, choice, onDone }: { projectRef: string; choice: RoleChoice; onDone: () => void }) {
  const choose = useViewAsRoleStore((state) => state.choose)
  const connection = useProjectConnection(projectRef)
  const [kind, setKind] = useState<Kind>(choice.kind)
  const [user, setUser] = useState<TokenUser | null>(pickedUser(choice))
  const [claimsText, setClaimsText] = useState(choice.kind === 'claims' ? JSON.stringify(choice.claims, null, 2) : '')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const apply = async () => {
    setError(null)
    if (kind === 'postgres' || kind === 'anon') {
      choose(projectRef, { kind })
      return onDone()
    }
    if (kind === 'claims') {
      const parsed = parseCustomClaims(claimsText)
      if (!parsed.ok) return setError(parsed.message)
      choose(projectRef, { kind: 'claims', claims: parsed.claims })
      return onDone()
    }
    if (!user) return setError('Pick a user to view as')
    setBusy(true)
    try {
      const found = await fetchImpersonatedUser(connection, user.id)
      if (!found) return setError(`No user with the id ${user.id} is in auth.users any more. Pick another user.`)
      choose(projectRef, { kind: 'user', user: found, sessionId: crypto.randomUUID() })
      onDone()
    } catch (failure) {
      setError(`The user could not be read: ${failure instanceof Error ? failure.message : String(failure)}`)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        void apply()
      }}
    >
      <Stack gap="sm">
        <Radio.Group aria-label="Run queries as" value={kind} onChange={(value) => setKind(value as Kind)}>
          <Stack gap={6} mt={6}>
            {KINDS.map((option) => (
              <Radio key={option.value} value={option.value} label={option.label} description={option.description} />
            ))}
          </Stack>
        </Radio.Group>
        {kind === 'user' ? (
          <UserPicker projectRef={projectRef} value={user} onChange={setUser} inPopover description="Queries run with this user's claims: auth.uid() is their id" />
        ) : null}
        {kind === 'claims' ? (
          <Textarea
            label="Claims (JSON)"
            description="Run as the authenticated role with these claims in request.jwt.claims"
            placeholder={EXAMPLE_CLAIMS}
            autosize
            minRows={4}
            value={claimsText}
            onChange={(event) => setClaimsText(event.currentTarget.value)}
            styles={MONO_INPUT_STYLES}
            error={error}
          />
        ) : error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Apply
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

/**
 * The role the project's SQL editor, table editor and GraphQL explorers run as (CONTRACT §15). While
 * it is not the default the button says who the page is viewing as, with a one-click way back.
 */
export function RolePicker({ projectRef }: { projectRef: string }) {
  const choice = useViewAsRole(projectRef)
  const clear = useViewAsRoleStore((state) => state.clear)
  const [opened, setOpened] = useState(false)
  const titleId = useId()
  const impersonating = !isDefaultRole(choice)
  const label = roleLabel(choice)
  return (
    <Group gap={2} wrap="nowrap" miw={0}>
      <Popover opened={opened} onChange={setOpened} position="bottom-end" width={340} trapFocus withinPortal shadow="md">
        <Popover.Target>
          <Button
            size="xs"
            variant={impersonating ? 'light' : 'default'}
            color={impersonating ? 'yellow' : undefined}
            leftSection={<IconUserShield size={14} aria-hidden />}
            onClick={() => setOpened((open) => !open)}
            aria-haspopup="dialog"
            aria-expanded={opened}
            title={impersonating ? `Queries run as ${label}` : 'Choose the role queries run as'}
            maw={260}
            styles={{ label: { overflow: 'hidden', textOverflow: 'ellipsis' } }}
          >
            {impersonating ? `Viewing as ${label}` : 'Role: postgres'}
          </Button>
        </Popover.Target>
        <Popover.Dropdown aria-labelledby={titleId} role="dialog">
          <Text id={titleId} fw={600} size="sm" mb="xs">
            Role to run queries as
          </Text>
          {opened ? <RoleForm projectRef={projectRef} choice={choice} onDone={() => setOpened(false)} /> : null}
        </Popover.Dropdown>
      </Popover>
      {impersonating ? <CloseButton size="sm" aria-label={`Stop viewing as ${label}`} onClick={() => clear(projectRef)} /> : null}
    </Group>
  )
}
