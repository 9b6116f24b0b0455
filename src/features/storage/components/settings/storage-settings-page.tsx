import { Alert, Card, Center, Group, List, Loader, NativeSelect, Stack, Switch, Text, TextInput, Title } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { FormSaveBar } from '@/components/form-save-bar'
import { PageHeader } from '@/components/page-header'
import { UnsavedChangesPrompt } from '@/components/unsaved-changes-prompt'
import { bucketsQueryOptions } from '../../api/buckets-query'
import { storageConfigQueryOptions, useUpdateStorageConfig } from '../../api/storage-config-query'
import { formatBytes, type SizeUnit } from '../../bucket-rules'
import { bucketsOverLimit, draftChanges, draftLimit, LIMIT_UNITS, MAX_GLOBAL_FILE_SIZE, sizeInUnit, STORAGE_FEATURES, type StorageDraft } from '../../storage-settings'

export const STORAGE_SETTINGS_DESCRIPTION = 'The largest file an upload may carry, for every bucket, and the storage features of this project.'

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** Hosted and mock: the project's storage settings, validated, the changes listed before saving. */
export function StorageSettingsPage({ projectRef }: { projectRef: string }) {
  const config = useQuery(storageConfigQueryOptions(projectRef))
  const buckets = useQuery(bucketsQueryOptions(projectRef))
  const save = useUpdateStorageConfig(projectRef)
  const [draft, setDraft] = useState<StorageDraft>({})
  const [showErrors, setShowErrors] = useState(false)
  const [savedMessage, setSavedMessage] = useState<string | null>(null)
  const saved = config.data
  const edit = (next: StorageDraft) => (setDraft(next), setSavedMessage(null))

  if (!saved)
    return (
      <>
        <PageHeader title="Storage settings" description={STORAGE_SETTINGS_DESCRIPTION} />
        {config.error ? (
          <Alert color="red" title="Could not read the storage settings">
            {errorText(config.error)}
          </Alert>
        ) : (
          <Center py="xl" role="status" aria-label="Loading the storage settings" aria-busy="true">
            <Loader size="sm" />
          </Center>
        )}
      </>
    )

  const shown = sizeInUnit(saved.fileSizeLimit)
  const limit = draftLimit(saved, draft)
  const { changes, patch } = draftChanges(saved, draft)
  const invalid = 'error' in limit
  const dirty = changes.length > 0 || invalid
  const over = 'bytes' in limit ? bucketsOverLimit(buckets.data ?? [], limit.bytes) : []

  function submit(event: React.FormEvent) {
    event.preventDefault()
    setShowErrors(true)
    if (invalid || changes.length === 0) return
    save.mutate(patch, {
      onSuccess: () => {
        setDraft({})
        setShowErrors(false)
        setSavedMessage('Storage settings saved')
      },
    })
  }

  return (
    <>
      <PageHeader title="Storage settings" description={STORAGE_SETTINGS_DESCRIPTION} />
      <UnsavedChangesPrompt when={dirty} />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Card withBorder component="fieldset" style={{ margin: 0 }}>
            <Title order={2} size="h4" component="legend" mb="sm">
              Upload file size limit
            </Title>
            <Text size="sm" c="dimmed" mb="sm">
              Applies to every bucket; a bucket can set a lower limit of its own. At most {formatBytes(MAX_GLOBAL_FILE_SIZE)}.
            </Text>
            <Group align="flex-start" gap="xs" wrap="nowrap">
              <TextInput
                label="Upload file size limit"
                inputMode="decimal"
                value={draft.size ?? shown.size}
                error={showErrors && 'error' in limit ? limit.error : undefined}
                onChange={(e) => edit({ ...draft, size: e.currentTarget.value })}
                w={{ base: '100%', sm: 240 }}
              />
              <NativeSelect
                label="Unit"
                data={LIMIT_UNITS}
                value={draft.unit ?? shown.unit}
                onChange={(e) => edit({ ...draft, unit: e.currentTarget.value as SizeUnit })}
                w={110}
              />
            </Group>
            {over.length > 0 ? (
              <Alert color="orange" icon={<IconAlertTriangle size={16} />} mt="sm" title="Buckets with a higher limit of their own" aria-label="Buckets with a higher limit of their own">
                <Text size="sm">Uploads to these buckets stop at the global limit of {'bytes' in limit ? formatBytes(limit.bytes) : ''}, below their own:</Text>
                <List size="sm">
                  {over.map((b) => (
                    <List.Item key={b.name}>
                      {b.name}: {formatBytes(b.file_size_limit!)}
                    </List.Item>
                  ))}
                </List>
              </Alert>
            ) : null}
            {buckets.error ? (
              <Text size="sm" c="dimmed" mt="sm">
                The buckets could not be read ({errorText(buckets.error)}): their own limits were not compared.
              </Text>
            ) : null}
          </Card>
          <Card withBorder component="fieldset" style={{ margin: 0 }}>
            <Title order={2} size="h4" component="legend" mb="sm">
              Features
            </Title>
            <Stack gap="md">
              {STORAGE_FEATURES.map((feature) => (
                <Switch
                  key={feature.key}
                  label={feature.label}
                  description={feature.description}
                  checked={draft[feature.key] ?? saved.features[feature.key].enabled}
                  onChange={(e) => edit({ ...draft, [feature.key]: e.currentTarget.checked })}
                />
              ))}
            </Stack>
          </Card>
          {changes.length > 0 ? (
            <Card withBorder aria-label="Changes to save">
              <Text size="sm" fw={600} mb={4}>
                Changes to save
              </Text>
              <List size="sm">
                {changes.map((change) => (
                  <List.Item key={change.label}>{`${change.label}: ${change.from} → ${change.to}`}</List.Item>
                ))}
              </List>
            </Card>
          ) : null}
          {save.error ? (
            <Alert color="red" title="The settings were not saved">
              {errorText(save.error)} Your changes are kept: correct them and save again.
            </Alert>
          ) : null}
          {showErrors && invalid ? (
            <Text size="sm" c="red" role="alert">
              Not saved: correct the marked fields first.
            </Text>
          ) : null}
          <FormSaveBar dirty={dirty} savable={dirty} saving={save.isPending} onDiscard={() => (edit({}), setShowErrors(false), save.reset())} savedMessage={savedMessage} />
        </Stack>
      </form>
    </>
  )
}
