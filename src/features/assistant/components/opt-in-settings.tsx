import { Checkbox, Stack, Text } from '@mantine/core'
import type { AiOptInKey } from '../context/opt-in'

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

/** What the assistant may see, chosen per organization and kept in this browser. */
export function OptInSettings({
  keys,
  onChange,
  organizationName,
}: {
  keys: readonly AiOptInKey[]
  onChange: (keys: AiOptInKey[]) => void
  organizationName: string | undefined
}) {
  return (
    <Stack gap="md" p="md" style={{ overflowY: 'auto', flex: 1 }}>
      <div>
        <Text fw={600} size="sm">
          What the assistant may see
        </Text>
        <Text size="xs" c="dimmed">
          Applies to every project of {organizationName ?? 'this organization'}, in this browser.
        </Text>
      </div>
      <Checkbox.Group value={[...keys]} onChange={(value) => onChange(value as AiOptInKey[])} label="Shared context">
        <Stack gap="sm" mt="xs">
          {OPTIONS.map((option) => (
            <Checkbox
              key={option.key}
              value={option.key}
              label={`${option.label} (${option.key})`}
              description={option.description}
            />
          ))}
        </Stack>
      </Checkbox.Group>
    </Stack>
  )
}
