import { Code, Group, Stack, Text, Textarea, TextInput } from '@mantine/core'
import { type EmailTemplate, previewDocument } from './email-templates'

/** One email: subject and HTML body, the variables it may use, and a preview that runs no script. */
export function EmailTemplateEditor({
  template,
  subject,
  body,
  errors,
  readOnly,
  onSubject,
  onBody,
}: {
  template: EmailTemplate
  subject: string
  body: string
  errors: { subject?: string | undefined; body?: string | undefined }
  readOnly: boolean
  onSubject: (value: string) => void
  onBody: (value: string) => void
}) {
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {template.description}
      </Text>
      <TextInput label="Subject" value={subject} error={errors.subject} readOnly={readOnly} onChange={(e) => onSubject(e.currentTarget.value)} />
      <Textarea
        label="Message body (HTML)"
        value={body}
        error={errors.body}
        readOnly={readOnly}
        autosize
        minRows={6}
        maxRows={20}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        onChange={(e) => onBody(e.currentTarget.value)}
      />
      <div>
        <Text size="sm" fw={500}>
          Variables
        </Text>
        <Group gap={6} data-testid="template-variables">
          {template.variables.map((name) => (
            <Code key={name}>{`{{ ${name} }}`}</Code>
          ))}
        </Group>
      </div>
      <div>
        <Text size="sm" fw={500} mb={4}>
          Preview
        </Text>
        {/* Sandboxed with no permissions: the body's HTML is shown, never run, and cannot reach the page. */}
        <iframe
          title={`Preview of the ${template.label} email`}
          sandbox=""
          srcDoc={previewDocument(body)}
          style={{ width: '100%', minHeight: 240, border: '1px solid var(--mantine-color-default-border)', borderRadius: 4, background: 'white' }}
        />
      </div>
    </Stack>
  )
}
