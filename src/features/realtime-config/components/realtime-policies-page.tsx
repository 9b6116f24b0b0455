import { Alert, Code, Stack, Text } from '@mantine/core'
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { PageHeader } from '@/components/page-header'
import { REALTIME_MESSAGES, realtimePolicyTemplates } from '@/features/database'
import { PolicyTablesEditor, policiesQueryOptions, QueryRows, ReadOnlyNotice, useDatabaseWrite } from '@/features/database-objects'
import { useProjectConnection } from '@/features/database-objects/api/run-built-sql'
import { realtimeConfigQueryOptions } from '../api/realtime-config-query'

const TEMPLATES = realtimePolicyTemplates()

export const NO_POLICY_PRIVATE_ONLY =
  'Only private channels are allowed and realtime.messages has no policy: no one can join private channels. Create a policy, for example from a template.'

/**
 * CONTRACT §16: the row level security policies on realtime.messages, which decide who may join
 * private channels: select lets a user receive broadcast and presence, insert lets them send.
 * `settings`: whether this backend has the Realtime settings (hosted, mock) to tell private-only.
 */
export function RealtimePoliciesPage({ projectRef, settings }: { projectRef: string; settings: boolean }) {
  const connection = useProjectConnection(projectRef)
  const write = useDatabaseWrite(projectRef)
  const tables = useQuery(policiesQueryOptions(connection, REALTIME_MESSAGES.schema))
  const config = useQuery({ ...realtimeConfigQueryOptions(projectRef), enabled: settings })
  const messages = tables.data?.filter((t) => t.name === REALTIME_MESSAGES.name)
  const missing = (
    <Alert color="yellow" icon={<IconAlertTriangle size={16} />} title="No realtime.messages table in this database">
      The <Code>realtime</Code> schema or its <Code>messages</Code> table does not exist, so there are no private channel policies to
      manage. The Realtime service creates them in its migrations when it runs on this database (self-hosted: when the realtime
      service is set up for it).
    </Alert>
  )

  return (
    <>
      <PageHeader
        title="Realtime policies"
        description="Row level security on realtime.messages decides who may join private channels: select lets a user receive broadcast and presence, insert lets them send."
      />
      <ReadOnlyNotice write={write} />
      <Stack gap="md">
        <QueryRows query={{ data: messages, error: tables.error, isLoading: tables.isLoading }} what="realtime policies" empty={missing}>
          {(found) => (
            <>
              {config.data?.private_only && found[0]!.policies.length === 0 ? (
                <Alert color="orange" icon={<IconAlertTriangle size={16} />} title="No one can join private channels" role="status">
                  {NO_POLICY_PRIVATE_ONLY}
                </Alert>
              ) : null}
              <Text size="sm" c="dimmed">
                <IconInfoCircle size={14} style={{ verticalAlign: 'middle' }} aria-hidden /> Templates: per extension with{' '}
                <Code>realtime.messages.extension</Code> (broadcast, presence) and per topic with <Code>realtime.topic()</Code>, for
                signed-in users.
              </Text>
              <PolicyTablesEditor connection={connection} schema={REALTIME_MESSAGES.schema} tables={found} shown={found} write={write} templates={TEMPLATES} />
            </>
          )}
        </QueryRows>
      </Stack>
    </>
  )
}
