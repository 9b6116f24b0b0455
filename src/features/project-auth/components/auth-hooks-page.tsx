import { Alert, Badge, Button, Card, Code, Group, Loader, Stack, Switch, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { PageHeader } from '@/components/page-header'
import { toast } from '@/lib/notify'
import { authConfigQueryOptions, useUpdateAuthConfig, type AuthConfig } from '../api/auth-config-query'
import { AUTH_HOOKS, hookKeys, parseHookUri, type AuthHook, type HookTarget } from '../auth-hooks'
import { HookConfigModal } from './hook-config-modal'
import { errorText } from './user-name'

const targetText = (target: HookTarget) => (target === null ? null : target.kind === 'postgres' ? `${target.schema}.${target.name}` : target.url)

/** auth/hooks: GoTrue's hooks, each a Postgres function or an HTTPS endpoint, switched on and off. */
export function AuthHooksPage({ projectRef }: { projectRef: string }) {
  const config = useQuery(authConfigQueryOptions(projectRef))
  const save = useUpdateAuthConfig(projectRef)
  const [editing, setEditing] = useState<AuthHook | null>(null)
  const patch = (changes: AuthConfig, done: string, then?: () => void) =>
    save.mutate(changes, { onSuccess: () => (toast.success(done), then?.()) })

  return (
    <>
      <PageHeader title="Auth hooks" description="Run your own code at points of the auth flow: a Postgres function or an HTTPS endpoint." />
      {config.isPending ? <Loader size="sm" aria-label="Loading auth hooks" /> : null}
      {config.error ? (
        <Alert color="red" title="Could not read the auth settings">
          {errorText(config.error)}
        </Alert>
      ) : null}
      {config.data ? (
        <Stack gap="sm">
          {AUTH_HOOKS.map((hook) => {
            const keys = hookKeys(hook)
            const target = parseHookUri(config.data[keys.uri])
            const enabled = config.data[keys.enabled] === true && target !== null
            return (
              <Card key={hook.id} withBorder data-testid={`auth-hook-${hook.id}`}>
                <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
                  <Stack gap={4} style={{ flex: 1, minWidth: 220 }}>
                    <Group gap="xs">
                      <Title order={2} size="h5">
                        {hook.title}
                      </Title>
                      <Badge color={enabled ? 'green' : 'gray'} variant="light">
                        {enabled ? 'Enabled' : target ? 'Disabled' : 'Not set up'}
                      </Badge>
                    </Group>
                    <Text size="sm" c="dimmed">
                      {hook.description}
                    </Text>
                    {target ? (
                      <Text size="sm">
                        {target.kind === 'postgres' ? 'Postgres function ' : 'HTTPS endpoint '}
                        <Code style={{ overflowWrap: 'anywhere' }}>{targetText(target)}</Code>
                      </Text>
                    ) : null}
                  </Stack>
                  <Group gap="xs">
                    {target ? (
                      <Switch
                        aria-label={`Enable the ${hook.title} hook`}
                        checked={enabled}
                        disabled={save.isPending}
                        onChange={(event) => patch({ [keys.enabled]: event.currentTarget.checked }, `${hook.title} hook ${event.currentTarget.checked ? 'enabled' : 'disabled'}.`)}
                      />
                    ) : null}
                    <Button size="xs" variant="default" aria-label={`${target ? 'Configure' : 'Add'} the ${hook.title} hook`} onClick={() => (save.reset(), setEditing(hook))}>
                      {target ? 'Configure' : 'Add hook'}
                    </Button>
                  </Group>
                </Group>
              </Card>
            )
          })}
        </Stack>
      ) : null}
      {editing && config.data ? (
        <HookConfigModal
          projectRef={projectRef}
          hook={editing}
          config={config.data}
          saving={save.isPending}
          saveError={save.error}
          onSave={(changes) => patch(changes, `${editing.title} hook saved.`, () => setEditing(null))}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  )
}

/** Self-hosted: the hooks come from the auth service's environment. */
export function AuthHooksReadOnly() {
  return (
    <>
      <PageHeader title="Auth hooks" description="Read-only: the auth service takes its hooks from its environment. Change a variable and restart the service." />
      <Stack gap="sm">
        {AUTH_HOOKS.map((hook) => (
          <Card key={hook.id} withBorder>
            <Title order={2} size="h5" mb={4}>
              {hook.title}
            </Title>
            <Text size="sm" c="dimmed" mb="xs">
              {hook.description}
            </Text>
            <Group gap="xs">
              {Object.values(hookKeys(hook)).map((key) => (
                <Code key={key}>GOTRUE_{key}</Code>
              ))}
            </Group>
          </Card>
        ))}
      </Stack>
    </>
  )
}
