import { Alert, Button, List, Paper, Stack, Textarea, Title } from '@mantine/core'
import { useState } from 'react'
import { toast } from '@/lib/notify'
import { useSecretsCreateMutation } from '../api/secrets'
import { parseEnvFile } from '../env-file'
import { MONO_INPUT_STYLES } from '@/components/mono-input'

/** Several secrets at once: NAME=value lines, or a pasted .env file. Refused names say why; nothing typed is lost on failure. */
export function AddSecretsForm({ projectRef }: { projectRef: string }) {
  const [text, setText] = useState('')
  const [tried, setTried] = useState(false)
  const create = useSecretsCreateMutation(projectRef)
  const parsed = parseEnvFile(text)
  const submit = () => {
    setTried(true)
    if (parsed.problems.length || parsed.secrets.length === 0) return
    create.mutate(parsed.secrets, {
      onSuccess: () => {
        toast.success(
          parsed.secrets.length === 1
            ? `Secret ${parsed.secrets[0]?.name} saved`
            : `${parsed.secrets.length} secrets saved`,
        )
        setText('')
        setTried(false)
      },
    })
  }
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          Add secrets
        </Title>
        <Textarea
          label="Secrets"
          description="One NAME=value per line; paste a .env file to add several at once. A name that exists gets the new value."
          placeholder={'STRIPE_KEY=sk_test_...\nWEBHOOK_SECRET=...'}
          autosize
          minRows={3}
          styles={MONO_INPUT_STYLES}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={
            tried && parsed.secrets.length === 0 && parsed.problems.length === 0
              ? 'Enter at least one NAME=value line'
              : undefined
          }
        />
        {parsed.problems.length > 0 && (tried || text) ? (
          <Alert color="red" title="These lines cannot be saved">
            <List size="sm">
              {parsed.problems.map((problem) => (
                <List.Item key={problem}>{problem}</List.Item>
              ))}
            </List>
          </Alert>
        ) : null}
        {create.isError ? (
          <Alert color="red" title="Failed to save the secrets">
            {create.error.message}
          </Alert>
        ) : null}
        <Button w="fit-content" onClick={submit} loading={create.isPending} disabled={parsed.problems.length > 0}>
          {parsed.secrets.length > 1 ? `Save ${parsed.secrets.length} secrets` : 'Save secret'}
        </Button>
      </Stack>
    </Paper>
  )
}
