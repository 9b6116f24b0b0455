import { ActionIcon, Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core'
import { useState } from 'react'
import { toast } from '@/lib/notify'
import { useCreateLogDrain } from '../api/log-drains'
import { checkLogDrain, type HeaderRow, type LogDrainErrors } from '../log-drains'

const EMPTY_ERRORS: LogDrainErrors = { headers: {} }

/** Add an HTTP drain: name, destination URL and headers, checked here; nothing typed is lost on failure. */
export function AddLogDrainDialog({ projectRef, opened, onClose }: { projectRef: string; opened: boolean; onClose: () => void }) {
  const [name, setName] = useState('')
  const [url, setUrl] = useState('')
  const [headers, setHeaders] = useState<HeaderRow[]>([{ name: '', value: '' }])
  const [errors, setErrors] = useState<LogDrainErrors>(EMPTY_ERRORS)
  const create = useCreateLogDrain(projectRef)
  const close = () => {
    setName('')
    setUrl('')
    setHeaders([{ name: '', value: '' }])
    setErrors(EMPTY_ERRORS)
    create.reset()
    onClose()
  }
  const setRow = (index: number, change: Partial<HeaderRow>) =>
    setHeaders((rows) => rows.map((row, i) => (i === index ? { ...row, ...change } : row)))
  const problems = Object.keys(errors.headers).length + (errors.name ? 1 : 0) + (errors.url ? 1 : 0)

  return (
    <Modal opened={opened} onClose={close} title="Add a log drain" size="lg">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          const checked = checkLogDrain({ name, url, headers })
          setErrors(checked.errors)
          if (!checked.body) return
          create.mutate(checked.body, {
            onSuccess: (drain) => {
              toast.success(`Logs now also go to ${drain.name}.`)
              close()
            },
          })
        }}
      >
        <Stack>
          <TextInput label="Name" required value={name} onChange={(event) => setName(event.currentTarget.value)} error={errors.name} data-autofocus />
          <TextInput label="Type" value="HTTP" readOnly description="Each batch of log events is sent as a JSON POST request." />
          <TextInput
            label="Destination URL"
            required
            placeholder="https://logs.example.com/ingest"
            value={url}
            onChange={(event) => setUrl(event.currentTarget.value)}
            error={errors.url}
          />
          <Stack gap="xs" role="group" aria-labelledby="log-drain-headers">
            <Text size="sm" fw={500} id="log-drain-headers">
              Headers
            </Text>
            <Text size="xs" c="dimmed">
              Sent with every request, e.g. the destination&apos;s API key.
            </Text>
            {headers.map((row, index) => (
              <Group key={index} align="flex-start" gap="xs" wrap="wrap">
                <TextInput
                  style={{ flex: '1 1 140px' }}
                  aria-label={`Header ${index + 1} name`}
                  placeholder="Name"
                  value={row.name}
                  onChange={(event) => setRow(index, { name: event.currentTarget.value })}
                  error={errors.headers[index]?.name}
                />
                <TextInput
                  style={{ flex: '1 1 140px' }}
                  aria-label={`Header ${index + 1} value`}
                  placeholder="Value"
                  value={row.value}
                  onChange={(event) => setRow(index, { value: event.currentTarget.value })}
                  error={errors.headers[index]?.value}
                />
                <ActionIcon
                  variant="default"
                  size="lg"
                  mt={2}
                  aria-label={`Remove header ${index + 1}`}
                  onClick={() => {
                    setHeaders((rows) => (rows.length === 1 ? [{ name: '', value: '' }] : rows.filter((_, i) => i !== index)))
                    setErrors(EMPTY_ERRORS)
                  }}
                >
                  <span aria-hidden>×</span>
                </ActionIcon>
              </Group>
            ))}
            <Group>
              <Button variant="subtle" size="xs" onClick={() => setHeaders((rows) => [...rows, { name: '', value: '' }])}>
                Add header
              </Button>
            </Group>
          </Stack>
          {problems > 0 ? (
            <Text size="sm" c="red" role="alert">
              {problems === 1 ? 'One field needs a change before the drain can be added.' : `${problems} fields need a change before the drain can be added.`}
            </Text>
          ) : null}
          {create.isError ? (
            <Alert color="red" title="The drain could not be added" role="alert">
              {create.error.message}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Add drain
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
