import { Alert, Card, Code, Loader, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { FormSaveBar } from '@/components/form-save-bar'
import { PageHeader } from '@/components/page-header'
import { UnsavedChangesPrompt } from '@/components/unsaved-changes-prompt'
import { authConfigQueryOptions, useUpdateAuthConfig } from '../api/auth-config-query'
import { AuthConfigField } from './auth-config-field'
import { OAuthCallbackUrl } from './oauth-callback-url'
import { AUTH_SETTINGS_PAGES, type AuthSettingsSection } from './auth-config-fields'
import { changedKeys, shownValue, validateDraft, validateRequirements, type ConfigDraft } from './auth-config-draft'
import { errorText } from './user-name'

/** One Auth settings page: GoTrue's configuration, validated before saving, PATCHing only what changed. */
export function AuthSettingsPage({ projectRef, section }: { projectRef: string; section: AuthSettingsSection }) {
  const page = AUTH_SETTINGS_PAGES[section]
  const fields = page.groups.flatMap((group) => group.fields)
  const config = useQuery(authConfigQueryOptions(projectRef))
  const save = useUpdateAuthConfig(projectRef)
  const [draft, setDraft] = useState<ConfigDraft>({})
  const [showErrors, setShowErrors] = useState(false)
  const [savedMessage, setSavedMessage] = useState<string | null>(null)
  const saved = config.data
  const changes = saved ? changedKeys(fields, saved, draft) : {}
  const changed = Object.keys(changes)
  const errors = { ...validateDraft(fields, draft), ...(saved ? validateRequirements(page.groups, saved, draft) : {}) }
  const dirty = Object.keys(draft).length > 0
  const edit = (next: ConfigDraft) => (setDraft(next), setSavedMessage(null))

  function submit(event: React.FormEvent) {
    event.preventDefault()
    setShowErrors(true)
    if (Object.keys(errors).length > 0 || changed.length === 0) return
    save.mutate(changes, {
      onSuccess: () => {
        setDraft({})
        setShowErrors(false)
        setSavedMessage('Auth settings saved')
      },
    })
  }

  return (
    <>
      <PageHeader title={page.title} description={page.description} />
      <UnsavedChangesPrompt when={dirty} />
      {config.isPending ? <Loader size="sm" aria-label="Loading auth settings" /> : null}
      {config.error ? (
        <Alert color="red" title="Could not read the auth settings">
          {errorText(config.error)}
        </Alert>
      ) : null}
      {saved ? (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {'notice' in page && !saved[page.notice.whenUnset] ? (
              <Alert color="yellow" title={page.notice.title}>
                {page.notice.text}
              </Alert>
            ) : null}
            {page.groups.map((group) => (
              <Card key={group.title} withBorder component="fieldset" style={{ margin: 0 }}>
                <Title order={2} size="h4" component="legend" mb="sm">
                  {group.title}
                </Title>
                <Stack gap="sm">
                  {group.fields.map((field) => (
                    <AuthConfigField
                      key={field.key}
                      field={field}
                      value={shownValue(field, saved, draft)}
                      error={showErrors ? errors[field.key] : undefined}
                      savedSecret={Boolean(saved[field.key])}
                      readOnly={false}
                      onChange={(value) => edit({ ...draft, [field.key]: value })}
                    />
                  ))}
                  {'oauth' in group ? <OAuthCallbackUrl projectRef={projectRef} provider={group.title} /> : null}
                </Stack>
              </Card>
            ))}
            {changed.length > 0 ? (
              <Text size="sm" data-testid="auth-settings-changes">
                Unsaved changes: {changed.map((key, i) => [i > 0 ? ', ' : '', <Code key={key}>{key}</Code>])}
              </Text>
            ) : null}
            {save.error ? (
              <Alert color="red" title="The settings were not saved">
                {errorText(save.error)} Your changes are kept: correct them and save again.
              </Alert>
            ) : null}
            {showErrors && Object.keys(errors).length > 0 ? (
              <Text size="sm" c="red" role="alert">
                Not saved: correct the marked fields first.
              </Text>
            ) : null}
            <FormSaveBar
              dirty={dirty}
              savable={changed.length > 0}
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
