import { Alert, Badge, Card, Code, Group, Loader, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { ServiceNotConfigured } from '@/components/service-not-configured'
import { PageHeader } from '@/components/page-header'
import { authServiceSettingsQueryOptions } from '../api/auth-service-settings-query'
import { AUTH_SETTINGS_PAGES, type AuthSettingsSection, type ConfigField } from './auth-config-fields'
import { shownValue } from './auth-config-draft'
import { OAuthCallbackUrl } from './oauth-callback-url'
import { errorText, isAuthServiceMissing } from './user-name'

/** Self-hosted: the auth service's own settings, read-only, each with the variable that sets it. */
export function AuthSettingsReadOnly({ projectRef, section }: { projectRef: string; section: AuthSettingsSection }) {
  const page = AUTH_SETTINGS_PAGES[section]
  const settings = useQuery(authServiceSettingsQueryOptions(projectRef))
  return (
    <>
      <PageHeader title={page.title} description="Read-only: the auth service takes these settings from its environment. Change a variable and restart the service." />
      {settings.isPending ? <Loader size="sm" aria-label="Loading auth settings" /> : null}
      {settings.error && isAuthServiceMissing(settings.error) ? <ServiceNotConfigured service="auth" /> : null}
      {settings.error && !isAuthServiceMissing(settings.error) ? (
        <Alert color="red" title="Could not read the auth settings">
          {errorText(settings.error)}
        </Alert>
      ) : null}
      {settings.data ? (
        <Stack gap="md">
          {page.groups.map((group) => (
            <Card key={group.title} withBorder>
              <Title order={2} size="h4" mb="sm">
                {group.title}
              </Title>
              <Stack gap={6}>
                {group.fields.map((field: ConfigField) => {
                  const reported = field.key in settings.data
                  const value = reported ? shownValue(field, settings.data, {}) : undefined
                  return (
                    <Group key={field.key} justify="space-between" wrap="wrap" gap="xs">
                      <Text size="sm">{field.label}</Text>
                      <Group gap="xs">
                        {typeof value === 'boolean' ? <Badge color={value ? 'green' : 'gray'}>{value ? 'On' : 'Off'}</Badge> : null}
                        {typeof value === 'string' ? <Code>{value}</Code> : null}
                        {!reported ? <Text size="xs" c="dimmed">Not reported by the auth service</Text> : null}
                        <Code>{field.env ?? `GOTRUE_${field.key}`}</Code>
                      </Group>
                    </Group>
                  )
                })}
                {'oauth' in group ? <OAuthCallbackUrl projectRef={projectRef} provider={group.title} /> : null}
              </Stack>
            </Card>
          ))}
        </Stack>
      ) : null}
    </>
  )
}
