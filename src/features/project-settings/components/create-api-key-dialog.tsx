import { Alert, Button, Group, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core'
import { useState } from 'react'
import { CopyField } from '@/features/projects'
import { apiKeyNameError, useCreateApiKey, type ApiKey } from '../api/api-keys'

/** Create a key; a new secret is shown here once, in full, and never again. */
export function CreateApiKeyDialog({ projectRef, opened, onClose }: { projectRef: string; opened: boolean; onClose: () => void }) {
  const [type, setType] = useState<'publishable' | 'secret'>('secret')
  const [name, setName] = useState('')
  const [description, setDescription] = useState('')
  const [touched, setTouched] = useState(false)
  const [created, setCreated] = useState<ApiKey | null>(null)
  const create = useCreateApiKey(projectRef)
  const problem = apiKeyNameError(name)
  const close = () => {
    setName('')
    setDescription('')
    setTouched(false)
    setCreated(null)
    create.reset()
    onClose()
  }
  return (
    <Modal opened={opened} onClose={close} title={created ? 'Your new API key' : 'Create API key'}>
      {created ? (
        <Stack>
          <CopyField label={`${created.name} (${created.type})`} value={created.api_key} testId="new-api-key" />
          {created.type === 'secret' ? (
            <Alert color="yellow" title="Copy this key now">
              It will not be shown again. Store it where your servers read secrets.
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button onClick={close}>Done</Button>
          </Group>
        </Stack>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault()
            setTouched(true)
            if (problem) return
            create.mutate({ name, type, description }, { onSuccess: setCreated })
          }}
        >
          <Stack>
            <SegmentedControl
              aria-label="Key type"
              value={type}
              onChange={(value) => setType(value === 'publishable' ? 'publishable' : 'secret')}
              data={[
                { value: 'secret', label: 'Secret' },
                { value: 'publishable', label: 'Publishable' },
              ]}
            />
            <TextInput
              label="Name"
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              onBlur={() => setTouched(true)}
              error={touched ? problem : undefined}
              data-autofocus
            />
            <TextInput label="Description" value={description} onChange={(event) => setDescription(event.currentTarget.value)} />
            {create.isError ? (
              <Text size="sm" c="red" role="alert">
                {create.error.message}
              </Text>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={create.isPending}>
                Create key
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  )
}
