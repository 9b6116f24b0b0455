import { Alert, Anchor, Button, Group, Paper, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { ButtonLink } from '@/components/links'
import { getConfig } from '@/lib/config/config'
import {
  SUBJECT_MAX_LENGTH,
  SUPPORT_CATEGORIES,
  supportTicketSchema,
  type SupportCategory,
  type SupportSearch,
} from '../categories'
import { useSupportTicketMutation, type SupportTicket } from '../api/support-ticket-mutation'

type Field = 'category' | 'subject' | 'message'
type Errors = Partial<Record<Field, string>>

/** When the platform cannot take the ticket (it may be down), the same ticket as an email. */
function supportMailto(email: string, ticket: SupportTicket) {
  const body = [`Category: ${ticket.category}`, ticket.sid ? `Error reference: ${ticket.sid}` : '', '', ticket.message]
    .filter((line, index) => line !== '' || index === 2)
    .join('\n')
  return `mailto:${email}?subject=${encodeURIComponent(ticket.subject)}&body=${encodeURIComponent(body)}`
}

/** The support ticket form, prefilled from the URL (e.g. by the crash screen's link). */
export function SupportForm({ initial }: { initial: SupportSearch }) {
  const [category, setCategory] = useState<SupportCategory | null>(initial.category ?? null)
  const [subject, setSubject] = useState(initial.subject ?? '')
  const [message, setMessage] = useState(initial.message ?? '')
  const [errors, setErrors] = useState<Errors>({})
  const mutation = useSupportTicketMutation()
  const { supportEmail } = getConfig()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = supportTicketSchema.safeParse({
      category: category ?? undefined,
      subject,
      message,
      sid: initial.sid,
    })
    if (!parsed.success) {
      const next: Errors = {}
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message
      setErrors(next)
      return
    }
    setErrors({})
    const { category: chosen, ...rest } = parsed.data
    mutation.mutate({ ...rest, category: chosen! })
  }

  if (mutation.isSuccess) {
    return (
      <Paper withBorder p="xl" radius="md" role="status">
        <Stack gap="xs" align="flex-start">
          <Title order={2} size="h4">
            Your support request has been sent
          </Title>
          <Text>
            We received “{mutation.variables.subject}” (reference {mutation.data.ticket_id}) and will reply to you by
            email.
          </Text>
          <ButtonLink to="/" variant="default" mt="sm">
            Return to dashboard
          </ButtonLink>
        </Stack>
      </Paper>
    )
  }

  return (
    <Paper withBorder p="xl" radius="md" component="form" onSubmit={submit} noValidate aria-label="Support request">
      <Stack gap="md">
        <Select
          label="Category"
          placeholder="Choose what this is about"
          data={SUPPORT_CATEGORIES.map((c) => ({ value: c.value, label: c.label }))}
          value={category}
          onChange={(value) => setCategory(value as SupportCategory | null)}
          error={errors.category}
          required
          allowDeselect={false}
        />
        <TextInput
          label="Subject"
          value={subject}
          onChange={(event) => setSubject(event.currentTarget.value)}
          error={errors.subject}
          maxLength={SUBJECT_MAX_LENGTH}
          required
        />
        <Textarea
          label="Message"
          description="Describe what happened and what you expected. Include error messages where you can."
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
          error={errors.message}
          rows={8}
          required
        />
        {initial.sid ? (
          <Text size="sm" c="dimmed">
            Error reference: <span data-testid="support-sid">{initial.sid}</span>
          </Text>
        ) : null}
        {mutation.isError ? (
          <Alert color="red" title="Your support request could not be sent">
            <Text size="sm">{mutation.error.message}</Text>
            <Text size="sm" mt="xs">
              Please email it to us instead:{' '}
              <Anchor href={supportMailto(supportEmail, mutation.variables)} size="sm">
                {supportEmail}
              </Anchor>{' '}
              (your subject and message are filled in).
            </Text>
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={mutation.isPending}>
            Send support request
          </Button>
        </Group>
      </Stack>
    </Paper>
  )
}
