import { Badge, Button, Code, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconPlus, IconShieldQuestion } from '@tabler/icons-react'
import { STORAGE_OPERATIONS, type Policy } from '@/features/database'
import { DeleteAction, EditAction } from '@/features/database-objects'
import { PermissionButton } from '@/features/permissions'
import { bucketsInWords, type BucketGroup } from '../../policy-buckets'

/** The storage API calls a policy's command lets through. */
export const allowedCalls = (policy: Policy) =>
  STORAGE_OPERATIONS.filter((op) => policy.command === 'ALL' || op.command === policy.command)
    .map((op) => op.calls)
    .join(', ')

/** One bucket's policies on storage.objects, each with the calls it allows and the other buckets it reaches. */
export function BucketPoliciesCard({
  group,
  listed,
  isPublic,
  write,
  onCreate,
  onEdit,
  onDelete,
  onCheck,
}: {
  group: BucketGroup
  /** Every bucket shown, to say "every bucket except …". */
  listed: readonly string[]
  isPublic: boolean | undefined
  write: { can: boolean; reason: string }
  onCreate: () => void
  onEdit: (policy: Policy) => void
  onDelete: (entry: BucketGroup['policies'][number]) => void
  onCheck: () => void
}) {
  return (
    <Paper withBorder p="md" component="section" aria-label={`Policies of bucket ${group.bucket}`}>
      <Group justify="space-between" wrap="wrap" mb="sm">
        <Group gap="xs">
          <Title order={3} size="h4">
            {group.bucket}
          </Title>
          {isPublic !== undefined ? <Badge variant="light" color={isPublic ? 'orange' : 'gray'}>{isPublic ? 'Public: anyone can download' : 'Private'}</Badge> : null}
          {!group.exists ? <Badge variant="light" color="red">No such bucket: only named by a policy</Badge> : null}
        </Group>
        <Group gap="sm">
          <Button size="xs" variant="default" leftSection={<IconShieldQuestion size={14} aria-hidden />} onClick={onCheck} aria-label={`Policy check of bucket ${group.bucket}`}>
            Policy check
          </Button>
          <PermissionButton size="xs" variant="light" allowed={write.can} reason={write.reason} leftSection={<IconPlus size={14} />} onClick={onCreate} aria-label={`New policy for ${group.bucket}`}>
            New policy
          </PermissionButton>
        </Group>
      </Group>
      {group.policies.length === 0 ? (
        <Text size="sm" c="dimmed">
          No policies: only the service role can reach its files{isPublic ? ' (downloads by public URL excepted)' : ''}.
        </Text>
      ) : null}
      <Stack gap="sm">
        {group.policies.map((entry) => {
          const { policy } = entry
          const elsewhere = entry.unlisted || entry.buckets.length > 1
          return (
            <Paper key={policy.name} withBorder p="sm" component="article" aria-label={`Policy ${policy.name}`}>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Group gap={6}>
                  <Text fw={600}>{policy.name}</Text>
                  <Badge variant="light">{policy.command}</Badge>
                  <Text size="sm">allows {allowedCalls(policy)}</Text>
                  <Text size="sm" c="dimmed">
                    to {policy.roles.join(', ')}
                  </Text>
                </Group>
                {write.can ? (
                  <Group gap={4}>
                    <EditAction name={policy.name} onClick={() => onEdit(policy)} />
                    <DeleteAction name={policy.name} onClick={() => onDelete(entry)} />
                  </Group>
                ) : null}
              </Group>
              {elsewhere ? (
                <Text size="sm" mt={4}>
                  Applies to {bucketsInWords(entry, listed)}.
                </Text>
              ) : null}
              <Stack gap={2} mt={6}>
                <Text size="xs" c="dimmed">USING</Text>
                <Code block aria-label={`USING of ${policy.name}`}>{policy.using ?? '(none)'}</Code>
                <Text size="xs" c="dimmed">WITH CHECK</Text>
                <Code block aria-label={`WITH CHECK of ${policy.name}`}>{policy.with_check ?? '(none)'}</Code>
              </Stack>
            </Paper>
          )
        })}
      </Stack>
    </Paper>
  )
}
