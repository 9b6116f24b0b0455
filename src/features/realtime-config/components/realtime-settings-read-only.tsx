import { Alert, Badge, Card, Code, Group, Stack, Text, Title } from '@mantine/core'
import { IconLock } from '@tabler/icons-react'
import { PageHeader } from '@/components/page-header'
import { REALTIME_SETTING_FIELDS } from '../realtime-settings'
import { REALTIME_SETTINGS_DESCRIPTION } from './realtime-settings-page'

/**
 * Self-hosted: the realtime service takes these settings from its own environment and its tenant
 * record, not from the dashboard. Nothing to load: each setting with where it is set.
 */
export function RealtimeSettingsReadOnly() {
  return (
    <>
      <PageHeader title="Realtime settings" description={REALTIME_SETTINGS_DESCRIPTION} />
      <Alert color="gray" variant="light" icon={<IconLock size={16} />} title="Read-only: set by the realtime service" mb="md">
        Self-hosted, the realtime service (supabase/realtime) reads these settings from its environment and from its tenant
        record. Change a variable and restart the service, or update the tenant with the service&apos;s tenant API.
      </Alert>
      <Stack gap="sm">
        {REALTIME_SETTING_FIELDS.map((field) => (
          <Card key={field.key} withBorder component="section" aria-label={field.label}>
            <Title order={2} size="h5">
              {field.label}
            </Title>
            <Text size="sm" c="dimmed" mb={6}>
              {field.description}
            </Text>
            <Group gap="xs" wrap="wrap">
              {field.selfHosted.variable ? (
                <>
                  <Badge variant="light">Environment variable</Badge>
                  <Code>{field.selfHosted.variable}</Code>
                </>
              ) : (
                <Badge variant="light" color="gray">
                  Tenant setting
                </Badge>
              )}
            </Group>
            <Text size="sm" mt={6}>
              {field.selfHosted.where}
            </Text>
          </Card>
        ))}
      </Stack>
    </>
  )
}
