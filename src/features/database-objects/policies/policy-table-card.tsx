import { Alert, Badge, Button, Code, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core'
import { IconExternalLink, IconPlus, IconShieldQuestion } from '@tabler/icons-react'
import { ButtonLink } from '@/components/links'
import { createPolicySql, type Policy, type PolicyTable } from '@/features/database'
import { PermissionButton } from '@/features/permissions'
import { DeleteAction, EditAction } from '../components/object-table'
import type { DatabaseWrite } from '../components/use-database-write'

// A sentence in a badge: it wraps on a phone instead of being cut.
const WRAPPING_BADGE = { root: { paddingBlock: 2 }, label: { whiteSpace: 'normal', overflow: 'visible', lineHeight: 1.4 } } as const

/** One table's row level security: its switch, its policies with every clause in full, and their actions. */
export function PolicyTableCard({
  projectRef,
  table,
  write,
  onToggleRls,
  onCreate,
  onEdit,
  onDelete,
  onCheck,
}: {
  projectRef: string
  table: PolicyTable
  write: DatabaseWrite
  onToggleRls: () => void
  onCreate: () => void
  onEdit: (policy: Policy) => void
  onDelete: (policy: Policy) => void
  onCheck: () => void
}) {
  const qualified = `${table.schema}.${table.name}`
  return (
    <Paper withBorder p="md" component="section" aria-label={`Policies of ${qualified}`}>
      <Group justify="space-between" wrap="wrap" mb="sm">
        <Group gap="xs">
          <Title order={2} size="h4">{qualified}</Title>
          {table.rls_enabled && table.policies.length === 0 ? (
            <Badge color="orange" variant="light" h="auto" styles={WRAPPING_BADGE}>RLS on, no policy: nobody can read or write through the API</Badge>
          ) : null}
        </Group>
        <Group gap="sm">
          <Switch
            label="Row level security"
            checked={table.rls_enabled}
            disabled={!write.can}
            title={write.can ? undefined : write.reason}
            onChange={onToggleRls}
          />
          <Button size="xs" variant="default" leftSection={<IconShieldQuestion size={14} aria-hidden />} onClick={onCheck} aria-label={`Policy check of ${qualified}`}>
            Policy check
          </Button>
          <PermissionButton size="xs" variant="light" allowed={write.can} reason={write.reason} leftSection={<IconPlus size={14} />} onClick={onCreate}>
            Create policy
          </PermissionButton>
        </Group>
      </Group>
      {!table.rls_enabled ? (
        <Alert color="orange" variant="light" mb="sm" p="xs">
          Row level security is off: anyone with the API key can read and change every row; policies have no effect.
        </Alert>
      ) : null}
      {table.policies.length === 0 ? <Text size="sm" c="dimmed">No policies yet.</Text> : null}
      <Stack gap="sm">
        {table.policies.map((policy) => {
          const statement = createPolicySql(table, policy).sql
          return (
            <Paper key={policy.name} withBorder p="sm" aria-label={`Policy ${policy.name}`} component="article">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Group gap={6}>
                  <Text fw={600}>{policy.name}</Text>
                  <Badge variant="light">{policy.command}</Badge>
                  <Badge variant="light" color={policy.permissive ? 'blue' : 'grape'}>{policy.permissive ? 'Permissive' : 'Restrictive'}</Badge>
                  <Text size="sm" c="dimmed">to {policy.roles.join(', ')}</Text>
                </Group>
                <Group gap={4}>
                  <ButtonLink size="compact-xs" variant="default" leftSection={<IconExternalLink size={12} />} to="/project/$ref/sql/$id" params={{ ref: projectRef, id: 'new' }} search={{ snippet: statement }}>
                    Open in SQL editor
                  </ButtonLink>
                  {write.can ? (
                    <>
                      <EditAction name={policy.name} onClick={() => onEdit(policy)} />
                      <DeleteAction name={policy.name} onClick={() => onDelete(policy)} />
                    </>
                  ) : null}
                </Group>
              </Group>
              <Stack gap={2} mt={6}>
                <Text size="xs" c="dimmed">USING</Text>
                <Code block aria-label={`USING of ${policy.name}`}>{policy.using ?? '(none)'}</Code>
                <Text size="xs" c="dimmed">WITH CHECK</Text>
                <Code block aria-label={`WITH CHECK of ${policy.name}`}>{policy.with_check ?? (policy.command === 'SELECT' || policy.command === 'DELETE' ? '(not used by this command)' : '(none: the USING expression applies)')}</Code>
                <Text size="xs" c="dimmed">Statement</Text>
                <Code block aria-label={`Statement of ${policy.name}`} style={{ whiteSpace: 'pre-wrap' }}>{statement}</Code>
              </Stack>
            </Paper>
          )
        })}
      </Stack>
    </Paper>
  )
}
