import { Alert, Modal, NativeSelect, SegmentedControl, Stack, Tabs, Text, useMatches } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { usePublishableKey } from '@/features/project-settings/api/publishable-key'
import { apiUrlOf, projectSettingsQueryOptions } from '@/features/projects/api/project-settings-query'
import type { ProjectDetail } from '@/features/projects/api/project-detail-query'
import { CLIENT_FRAMEWORK_LABELS, CLIENT_FRAMEWORKS, clientSnippet, type ClientFramework } from '../connect/client-snippets'
import {
  CONNECTION_FORMAT_LABELS,
  CONNECTION_FORMATS,
  CONNECTION_METHOD_LABELS,
  CONNECTION_METHODS,
  connectionNote,
  connectionText,
  projectEndpoints,
  type ConnectionFormat,
  type ConnectionMethod,
} from '../connect/connection-strings'
import { CopyField } from '@/features/projects'

const isFormat = (value: string): value is ConnectionFormat => (CONNECTION_FORMATS as readonly string[]).includes(value)
const isFramework = (value: string): value is ClientFramework => (CLIENT_FRAMEWORKS as readonly string[]).includes(value)

/** How to reach the project: its database (three methods, ten formats) and its API (URL, key, client). */
export function ConnectDialog({ project, opened, onClose }: { project: ProjectDetail; opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={`Connect to ${project.name}`} size="xl">
      {opened ? <ConnectBody project={project} /> : null}
    </Modal>
  )
}

function ConnectBody({ project }: { project: ProjectDetail }) {
  const settings = useQuery(projectSettingsQueryOptions(project.ref))
  const publishable = usePublishableKey(project.ref)
  const [method, setMethod] = useState<ConnectionMethod>('direct')
  const [format, setFormat] = useState<ConnectionFormat>('uri')
  const [framework, setFramework] = useState<ClientFramework>('javascript')
  // Three long method names do not fit side by side on a phone: stacked there.
  const methodOrientation = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', sm: 'horizontal' })
  if (settings.isPending || publishable.isPending) return <Text c="dimmed">Loading connection details…</Text>
  if (settings.isError)
    return (
      <Alert color="red" title="The connection details could not be loaded">
        {settings.error.message}
      </Alert>
    )
  const { data } = settings
  const endpoints = projectEndpoints({
    ref: project.ref,
    connectionString: project.connectionString,
    db: { host: data.db_host, port: data.db_port, user: data.db_user, database: data.db_name },
  })
  const methods = CONNECTION_METHODS.filter((candidate) => endpoints[candidate])
  const chosen = endpoints[method] ? method : 'direct'
  const endpoint = endpoints[chosen]
  const { key } = publishable
  const apiUrl = apiUrlOf(data)
  return (
    <Tabs defaultValue="database">
      <Tabs.List>
        <Tabs.Tab value="database">Database</Tabs.Tab>
        <Tabs.Tab value="api">API</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="database" pt="md">
        <Stack>
          {methods.length > 1 ? (
            <SegmentedControl
              aria-label="Connection method"
              value={chosen}
              onChange={(value) => setMethod(value as ConnectionMethod)}
              data={methods.map((value) => ({ value, label: CONNECTION_METHOD_LABELS[value] }))}
              fullWidth
              orientation={methodOrientation}
            />
          ) : null}
          <NativeSelect
            label="Format"
            value={format}
            onChange={(event) => isFormat(event.currentTarget.value) && setFormat(event.currentTarget.value)}
            data={CONNECTION_FORMATS.map((value) => ({ value, label: CONNECTION_FORMAT_LABELS[value] }))}
          />
          {endpoint ? (
            <>
              <CopyField
                label={`${CONNECTION_METHOD_LABELS[chosen]} (${CONNECTION_FORMAT_LABELS[format]})`}
                value={connectionText(format, endpoint, chosen)}
                testId="connect-connection-string"
              />
              <Text size="sm" c="dimmed" data-testid="connect-note">
                {connectionNote(chosen, data.db_ip_addr_config)}
              </Text>
            </>
          ) : null}
          <Text size="sm" c="dimmed">
            Replace [YOUR-PASSWORD] with your database password. The dashboard never shows it; reset it in the database
            settings if it is lost.
          </Text>
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="api" pt="md">
        <Stack>
          <CopyField label="API URL" value={apiUrl} testId="connect-api-url" />
          {key ? (
            <CopyField label="Publishable key" value={key} testId="connect-publishable-key" />
          ) : (
            <Text size="sm" c="dimmed">
              No publishable key is configured for this project.
            </Text>
          )}
          <NativeSelect
            label="Framework"
            value={framework}
            onChange={(event) => isFramework(event.currentTarget.value) && setFramework(event.currentTarget.value)}
            data={CLIENT_FRAMEWORKS.map((value) => ({ value, label: CLIENT_FRAMEWORK_LABELS[value] }))}
          />
          <CopyField
            label={`${CLIENT_FRAMEWORK_LABELS[framework]} client`}
            value={clientSnippet(framework, apiUrl, key ?? '<your-publishable-key>')}
            testId="connect-client-snippet"
          />
        </Stack>
      </Tabs.Panel>
    </Tabs>
  )
}
