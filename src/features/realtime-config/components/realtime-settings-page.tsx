import { Alert, Card, Center, List, Loader, NumberInput, Stack, Switch, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { FormSaveBar } from '@/components/form-save-bar'
import { PageHeader } from '@/components/page-header'
import { UnsavedChangesPrompt } from '@/components/unsaved-changes-prompt'
import { realtimeConfigQueryOptions, useUpdateRealtimeConfig, type RealtimeConfig } from '../api/realtime-config-query'
import { describeChange, draftChanges, draftErrors, REALTIME_SETTING_FIELDS, shownValue, type RealtimeDraft } from '../realtime-settings'

export const REALTIME_SETTINGS_DESCRIPTION = 'Who may join channels and how much traffic Realtime accepts for this project.'

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** CONTRACT §16 (hosted, mock): the project's Realtime settings, validated, the changes listed before saving. */
export function RealtimeSettingsPage({ projectRef }: { projectRef: string }) {
  const config = useQuery(realtimeConfigQueryOptions(projectRef))
  const save = useUpdateRealtimeConfig(projectRef)
  const [draft, setDraft] = useState<RealtimeDraft>({})
  const [showErrors, setShowErrors] = useState(false)
  const [savedMessage, setSavedMessage] = useState<string | null>(null)
  const saved = config.data
  const errors = draftErrors(draft)
  const changes = saved ? draftChanges(saved, draft) : []
  const invalid = Object.keys(errors).length > 0
  // Typed back to the saved value: nothing to save, nothing to lose.
  const dirty = changes.length > 0 || invalid
  const edit = (next: RealtimeDraft) => (setDraft(next), setSavedMessage(null))

  function submit(event: React.FormEvent) {
    event.preventDefault()
    setShowErrors(true)
    if (invalid || changes.length === 0) return
    const patch = Object.fromEntries(changes.map((c) => [c.field.key, c.to])) as Partial<RealtimeConfig>
    save.mutate(patch, {
      onSuccess: () => {
        setDraft({})
        setShowErrors(false)
        setSavedMessage('Realtime settings saved')
      },
    })
  }

  return (
    <>
      <PageHeader title="Realtime settings" description={REALTIME_SETTINGS_DESCRIPTION} />
      <UnsavedChangesPrompt when={dirty} />
      {config.isPending ? (
        <Center py="xl" role="status" aria-label="Loading the Realtime settings" aria-busy="true">
          <Loader size="sm" />
        </Center>
      ) : null}
      {config.error ? (
        <Alert color="red" title="Could not read the Realtime settings">
          {errorText(config.error)}
        </Alert>
      ) : null}
      {saved ? (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Card withBorder component="fieldset" style={{ margin: 0 }}>
              <Title order={2} size="h4" component="legend" mb="sm">
                Settings
              </Title>
              <Stack gap="md">
                {REALTIME_SETTING_FIELDS.map((field) => {
                  const value = shownValue(field, saved, draft)
                  return field.kind === 'switch' ? (
                    <Switch
                      key={field.key}
                      label={field.label}
                      description={field.description}
                      checked={Boolean(value)}
                      onChange={(e) => edit({ ...draft, [field.key]: e.currentTarget.checked })}
                    />
                  ) : (
                    <NumberInput
                      key={field.key}
                      label={field.label}
                      description={`${field.description} ${field.min.toLocaleString('en-US')} to ${field.max.toLocaleString('en-US')} ${field.unit}.`}
                      value={value as number | string}
                      allowNegative={false}
                      thousandSeparator=","
                      error={showErrors ? errors[field.key] : undefined}
                      onChange={(next) => edit({ ...draft, [field.key]: next })}
                      w={{ base: '100%', sm: 360 }}
                    />
                  )
                })}
              </Stack>
            </Card>
            {changes.length > 0 ? (
              <Card withBorder aria-label="Changes to save">
                <Text size="sm" fw={600} mb={4}>
                  Changes to save
                </Text>
                <List size="sm">
                  {changes.map((change) => (
                    <List.Item key={change.field.key}>{describeChange(change)}</List.Item>
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
            <FormSaveBar
              dirty={dirty}
              savable={dirty}
              saving={save.isPending}
              onDiscard={() => (edit({}), setShowErrors(false), save.reset())}
              savedMessage={savedMessage}
            />
          </Stack>
        </form>
      ) : null}
    </>
  )
}
