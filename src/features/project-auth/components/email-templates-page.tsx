import { Alert, Card, Code, Loader, Stack, Tabs, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { FormSaveBar } from '@/components/form-save-bar'
import { PageHeader } from '@/components/page-header'
import { UnsavedChangesPrompt } from '@/components/unsaved-changes-prompt'
import { authConfigQueryOptions, useUpdateAuthConfig } from '../api/auth-config-query'
import { EmailTemplateEditor } from './email-template-editor'
import { changedTemplateKeys, contentKey, EMAIL_TEMPLATES, savedText, subjectKey, type TemplatesDraft, validateTemplates } from './email-templates'
import { errorText } from './user-name'

export const EMAIL_TEMPLATES_TITLE = 'Email templates'
const DESCRIPTION = 'The emails the auth service sends your users. Subjects and bodies are Go templates: use the variables listed.'

/** Hosted and mock: each email's subject and body, edited through the auth config, PATCHing only what changed. */
export function EmailTemplatesPage({ projectRef }: { projectRef: string }) {
  const config = useQuery(authConfigQueryOptions(projectRef))
  const save = useUpdateAuthConfig(projectRef)
  const [draft, setDraft] = useState<TemplatesDraft>({})
  const [showErrors, setShowErrors] = useState(false)
  const [savedMessage, setSavedMessage] = useState<string | null>(null)
  const [active, setActive] = useState<string | null>(EMAIL_TEMPLATES[0]!.id)
  const saved = config.data
  const changes = saved ? changedTemplateKeys(saved, draft) : {}
  const changed = Object.keys(changes)
  const errors = validateTemplates(draft)
  const dirty = Object.keys(draft).length > 0
  const edit = (next: TemplatesDraft) => (setDraft(next), setSavedMessage(null))

  function submit(event: React.FormEvent) {
    event.preventDefault()
    setShowErrors(true)
    const invalid = EMAIL_TEMPLATES.find((t) => errors[subjectKey(t)] || errors[contentKey(t)])
    if (invalid) {
      setActive(invalid.id)
      return
    }
    if (changed.length === 0) return
    save.mutate(changes, {
      onSuccess: () => {
        setDraft({})
        setShowErrors(false)
        setSavedMessage('Email templates saved')
      },
    })
  }

  const value = (key: string) => (key in draft ? draft[key]! : saved ? savedText(saved, key) : '')
  return (
    <>
      <PageHeader title={EMAIL_TEMPLATES_TITLE} description={DESCRIPTION} />
      <UnsavedChangesPrompt when={dirty} />
      {config.isPending ? <Loader size="sm" aria-label="Loading email templates" /> : null}
      {config.error ? (
        <Alert color="red" title="Could not read the email templates">
          {errorText(config.error)}
        </Alert>
      ) : null}
      {saved ? (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Card withBorder>
              <Tabs value={active} onChange={setActive} keepMounted={false}>
                <Tabs.List aria-label="Email templates" mb="md">
                  {EMAIL_TEMPLATES.map((template) => (
                    <Tabs.Tab key={template.id} value={template.id}>
                      {template.label}
                    </Tabs.Tab>
                  ))}
                </Tabs.List>
                {EMAIL_TEMPLATES.map((template) => (
                  <Tabs.Panel key={template.id} value={template.id}>
                    <EmailTemplateEditor
                      template={template}
                      subject={value(subjectKey(template))}
                      body={value(contentKey(template))}
                      errors={showErrors ? { subject: errors[subjectKey(template)], body: errors[contentKey(template)] } : {}}
                      readOnly={false}
                      onSubject={(text) => edit({ ...draft, [subjectKey(template)]: text })}
                      onBody={(text) => edit({ ...draft, [contentKey(template)]: text })}
                    />
                  </Tabs.Panel>
                ))}
              </Tabs>
            </Card>
            {changed.length > 0 ? (
              <Text size="sm" data-testid="email-templates-changes">
                Unsaved changes: {changed.map((key, i) => [i > 0 ? ', ' : '', <Code key={key}>{key}</Code>])}
              </Text>
            ) : null}
            {save.error ? (
              <Alert color="red" title="The templates were not saved">
                {errorText(save.error)} Your changes are kept: correct them and save again.
              </Alert>
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
