import { Alert, Card, Code, Group, Stack, Text, Title } from '@mantine/core'
import { IconLock } from '@tabler/icons-react'
import { PageHeader } from '@/components/page-header'
import { STORAGE_SERVICE_VARIABLES } from '../../storage-settings'
import { STORAGE_SETTINGS_DESCRIPTION } from './storage-settings-page'

/** Self-hosted: the storage service reads these settings from its own environment. Nothing to load. */
export function StorageSettingsReadOnly() {
  return (
    <>
      <PageHeader title="Storage settings" description={STORAGE_SETTINGS_DESCRIPTION} />
      <Alert color="gray" variant="light" icon={<IconLock size={16} />} title="Read-only: set by the storage service" mb="md">
        Self-hosted, the storage service (supabase/storage) reads these settings from its environment. Change a variable and
        restart the service.
      </Alert>
      <Stack gap="sm">
        {STORAGE_SERVICE_VARIABLES.map((entry) => (
          <Card key={entry.setting} withBorder component="section" aria-label={entry.setting}>
            <Title order={2} size="h5">
              {entry.setting}
            </Title>
            <Group gap="xs" wrap="wrap" my={6}>
              {entry.variables.map((variable) => (
                <Code key={variable}>{variable}</Code>
              ))}
            </Group>
            <Text size="sm">{entry.where}</Text>
          </Card>
        ))}
      </Stack>
    </>
  )
}
