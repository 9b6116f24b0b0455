import { Alert, Badge, Breadcrumbs, Button, Drawer, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core'
import { useLocation, useNavigate } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'
import { AnchorLink } from '@/components/links'
import { functionUrl } from '../api/backend'
import { CopyUrl } from './copy-url'
import { FunctionsUnavailable, isFolderMissing } from './functions-unavailable'
import { TestPanel } from './test-panel'
import { useApiUrl } from './use-api-url'
import { useFunction } from './use-function'

const TABS = [
  { value: 'overview', label: 'Overview', to: '/project/$ref/functions/$slug' },
  { value: 'invocations', label: 'Invocations', to: '/project/$ref/functions/$slug/invocations' },
  { value: 'logs', label: 'Logs', to: '/project/$ref/functions/$slug/logs' },
  { value: 'code', label: 'Code', to: '/project/$ref/functions/$slug/code' },
  { value: 'details', label: 'Details', to: '/project/$ref/functions/$slug/details' },
] as const

/** A function's page: name, version, URL, Test, and its tabs (each a path of CONTRACT §10). */
export function FunctionLayout({
  projectRef,
  slug,
  children,
}: {
  projectRef: string
  slug: string
  children: ReactNode
}) {
  const { backend, query } = useFunction(projectRef, slug)
  const [testing, setTesting] = useState(false)
  const { apiUrl, problem } = useApiUrl(projectRef)
  const pathname = useLocation({ select: (l) => l.pathname })
  const navigate = useNavigate()
  const tab = TABS.find((t) => pathname.endsWith(`/functions/${slug}/${t.value}`))?.value ?? 'overview'
  const back = (
    <Breadcrumbs mb="xs">
      <AnchorLink to="/project/$ref/functions" params={{ ref: projectRef }} size="sm">
        Edge Functions
      </AnchorLink>
      <Text size="sm">{slug}</Text>
    </Breadcrumbs>
  )
  if (query.isPending)
    return (
      <>
        {back}
        <Loader role="status" aria-label="Loading the function" />
      </>
    )
  if (query.isError)
    return (
      <>
        {back}
        {isFolderMissing(query.error, backend) ? (
          <FunctionsUnavailable />
        ) : (
          <Alert color="red" title="Failed to retrieve the function">
            {query.error.message}
          </Alert>
        )}
      </>
    )
  const fn = query.data
  return (
    <Stack gap="md">
      <div>
        {back}
        <Group justify="space-between" wrap="wrap">
          <Group gap="sm">
            <Title order={1} size="h2">
              {fn.name}
            </Title>
            {fn.version !== null ? <Badge variant="light">Version {fn.version}</Badge> : null}
          </Group>
          <Button onClick={() => setTesting(true)}>Test</Button>
        </Group>
        <CopyUrl url={apiUrl && functionUrl(apiUrl, fn.slug)} problem={problem} whole />
      </div>
      <Tabs
        value={tab}
        onChange={(value) => {
          const target = TABS.find((t) => t.value === value)
          if (target) void navigate({ to: target.to, params: { ref: projectRef, slug } })
        }}
      >
        <Tabs.List aria-label="Function sections">
          {TABS.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {children}
      <Drawer
        opened={testing}
        onClose={() => setTesting(false)}
        position="right"
        size="lg"
        title={`Test ${fn.name}`}
        closeButtonProps={{ 'aria-label': 'Close the test panel' }}
      >
        <TestPanel projectRef={projectRef} backend={backend} fn={fn} apiUrl={apiUrl} />
      </Drawer>
    </Stack>
  )
}
