import { Alert, Group, Stack, Table, Text, Title } from '@mantine/core'
import { IconCircleCheck, IconCircleX, IconInfoCircle } from '@tabler/icons-react'
import { policyVerdict, roleLabel, type CheckedPolicy, type PolicyCheckResult, type RoleChoice } from '@/features/database'

const OUTCOME = {
  allowed: { title: 'Allowed', color: 'green', Icon: IconCircleCheck },
  denied: { title: 'Denied', color: 'red', Icon: IconCircleX },
  'no row': { title: 'No such row', color: 'gray', Icon: IconInfoCircle },
} as const

function rlsSentence(result: PolicyCheckResult) {
  if (!result.rls_enabled) return 'Row Level Security is off for this table: its policies have no effect.'
  if (result.rls_forced) return 'Row Level Security is on and forced for this table: it applies to the table owner too.'
  return 'Row Level Security is on for this table (not forced: the table owner bypasses it).'
}

function attemptSentence(result: PolicyCheckResult) {
  const { rows, error } = result.attempt
  if (error !== null) return `Postgres's own attempt failed: ${error}`
  if (result.operation === 'select') return `Postgres's own attempt: the select returned ${rows} ${rows === 1 ? 'row' : 'rows'}.`
  return `Postgres's own attempt: the ${result.operation} changed ${rows} ${rows === 1 ? 'row' : 'rows'} (then rolled back).`
}

function Value({ value, error }: { value: CheckedPolicy['using']; error: string | null }) {
  if (error !== null) return <Text size="sm" c="red">error: {error}</Text>
  if (value === null) return <Text size="sm" c="dimmed">not used</Text>
  return <Text size="sm" ff="monospace" fw={value === 'true' ? 600 : undefined}>{value}</Text>
}

/** The check's answer in words: allowed or denied and why, each policy's values, and Postgres's own attempt. */
export function PolicyCheckResultView({ result, choice, tableLabel }: { result: PolicyCheckResult; choice: RoleChoice; tableLabel: string }) {
  const verdict = policyVerdict(result, tableLabel)
  const { title, color, Icon } = OUTCOME[verdict.outcome]
  return (
    <Stack gap="sm" aria-label="Policy check result" component="section">
      <Alert color={color} variant="light" icon={<Icon size={20} aria-hidden />} role="status" title={<Title order={3} size="h4">{title}</Title>}>
        <Text size="sm">{verdict.reason}</Text>
        <Text size="xs" c="dimmed" mt={4}>{`${result.operation} as ${roleLabel(choice)} (database role ${result.role})`}</Text>
      </Alert>
      <Text size="sm">{rlsSentence(result)}</Text>
      {result.new_row_error !== null ? <Text size="sm" c="dimmed">{`The new row could not be completed with its defaults (${result.new_row_error}); the values given were checked as they are.`}</Text> : null}
      {result.policies.length ? (
        <Table.ScrollContainer minWidth={560}>
          <Table striped withTableBorder aria-label="Policies checked">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Policy</Table.Th>
                <Table.Th>Command</Table.Th>
                <Table.Th>Kind</Table.Th>
                <Table.Th>{`Applies to ${result.role}`}</Table.Th>
                <Table.Th>USING</Table.Th>
                <Table.Th>WITH CHECK</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.policies.map((policy) => (
                <Table.Tr key={policy.name}>
                  <Table.Td fw={500}>{policy.name}</Table.Td>
                  <Table.Td>{policy.command}</Table.Td>
                  <Table.Td>{policy.permissive ? 'permissive' : 'restrictive'}</Table.Td>
                  <Table.Td title={`to ${policy.roles.join(', ')}`}>{policy.applies ? 'yes' : 'no'}</Table.Td>
                  <Table.Td><Value value={policy.using} error={policy.using_error} /></Table.Td>
                  <Table.Td><Value value={policy.check} error={policy.check_error} /></Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <Text size="sm" c="dimmed">{`No policy of ${tableLabel} is for ${result.operation.toUpperCase()}.`}</Text>
      )}
      <Group gap={6} wrap="nowrap" align="flex-start">
        <Text size="sm">{attemptSentence(result)}</Text>
      </Group>
      <Text size="xs" c="dimmed">Nothing was written: the check ran in a transaction that was rolled back.</Text>
    </Stack>
  )
}
