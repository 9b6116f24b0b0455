import { Button, CloseButton, Group, Popover, Stack, Text } from '@mantine/core'
import { IconUserShield } from '@tabler/icons-react'
import { useId, useState } from 'react'
import { isDefaultRole, roleLabel, type RoleChoice } from '@/features/database'
import { useViewAsRole, useViewAsRoleStore } from '../role-store'
import { RoleChoiceFields, roleDraftOf, useResolveRoleDraft, type RoleDraft } from './role-choice-fields'

/** The form in the picker's popover: nothing changes until Apply, and a bad entry keeps what was typed. */
function RoleForm({ projectRef, choice, onDone }: { projectRef: string; choice: RoleChoice; onDone: () => void }) {
  const choose = useViewAsRoleStore((state) => state.choose)
  const resolve = useResolveRoleDraft(projectRef)
  const [draft, setDraft] = useState<RoleDraft>(() => roleDraftOf(choice))
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const apply = async () => {
    setError(null)
    setBusy(true)
    const resolved = await resolve(draft)
    setBusy(false)
    if (!resolved.ok) return setError(resolved.message)
    choose(projectRef, resolved.choice)
    onDone()
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        void apply()
      }}
    >
      <Stack gap="sm">
        <RoleChoiceFields projectRef={projectRef} value={draft} onChange={setDraft} error={error} inPopover />
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
