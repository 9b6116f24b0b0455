import { Alert, Checkbox, Stack, Text } from '@mantine/core'
import type { AiOptInKey } from '../context/opt-in'
import type { useAiOptIn } from '../context/use-ai-opt-in'

const OPTIONS: { key: AiOptInKey; label: string; description: string }[] = [
  {
    key: 'AI_SQL',
    label: 'Schema',
    description: 'Send your tables, columns, keys and relationships with each question.',
  },
  {
    key: 'AI_DATA',
    label: 'Data',
    description: 'Send the rows of query results you ran in the chat. Without this, no row values leave your browser.',
  },
  { key: 'AI_LOG', label: 'Logs', description: 'Allow log lines of this project to be sent as context.' },
]

/** What the assistant may see: an organization setting (self-hosted: the operator's configuration). */
export function OptInSettings({
  optIn,
  organizationName,
}: {
  optIn: ReturnType<typeof useAiOptIn>
  organizationName: string | undefined
}) {
  const organization = organizationName ?? 'this organization'
  const note =
    optIn.source === 'config'
      ? 'Set by the operator of this dashboard (aiOptIn in config.json).'
      : optIn.canChange
        ? `Applies to every project and member of ${organization}. Until you opt in, only your messages are sent.`
        : `Applies to every project and member of ${organization}. Only members who may change the organization's settings can change it.`
  return (
    <Stack gap="md" p="md" style={{ overflowY: 'auto', flex: 1 }}>
      <div>
        <Text fw={600} size="sm">
          What the assistant may see
        </Text>
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      </div>
      <Checkbox.Group
        value={[...optIn.keys]}
        onChange={(value) => optIn.setKeys(value as AiOptInKey[])}
        label="Shared context"
      >
        <Stack gap="sm" mt="xs">
          {OPTIONS.map((option) => (
            <Checkbox
              key={option.key}
              value={option.key}
              label={`${option.label} (${option.key})`}
              description={option.description}
              disabled={!optIn.canChange || optIn.saving}
            />
          ))}
        </Stack>
      </Checkbox.Group>
      {optIn.error ? (
        <Alert color="red" variant="light" title="The setting could not be saved">
          {optIn.error}
        </Alert>
      ) : null}
    </Stack>
  )
}
