import { ActionIcon, Code, Group, Table, Text, Tooltip } from '@mantine/core'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { IconEye, IconEyeOff, IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { CopyButton } from '@/components/copy-button'
import { toast } from '@/lib/notify'
import { revealedApiKeysQueryOptions, type ApiKey } from '../api/api-keys'

const TYPE_NOUN = { publishable: 'publishable key', secret: 'secret key', legacy: 'legacy key' } as const

/** Whatever the server answered, a secret not revealed shows only its start. */
const masked = (value: string) => `${value.replace(/•+$/, '').slice(0, 10)}${'•'.repeat(12)}`

interface ApiKeysTableProps {
  projectRef: string
  title: string
  rows: ApiKey[]
  onRevoke: (key: ApiKey) => void
}

/**
 * One kind of key: name and description, the key (secrets masked until revealed, read with ?reveal=true
 * only then), copy, reveal and revoke. Two columns that wrap, so a phone needs no sideways scroll.
 */
export function ApiKeysTable({ projectRef, title, rows, onRevoke }: ApiKeysTableProps) {
  const queryClient = useQueryClient()
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(new Set())
  const secrets = useQuery({ ...revealedApiKeysQueryOptions(projectRef), enabled: revealed.size > 0 })
  const secretOf = (id: string) => secrets.data?.find((key) => key.id === id)?.api_key

  const toggle = (key: ApiKey) => {
    const next = new Set(revealed)
    if (next.has(key.id)) next.delete(key.id)
    else next.add(key.id)
    setRevealed(next)
  }
  const fetchSecret = async (key: ApiKey) => {
    try {
      const all = await queryClient.fetchQuery(revealedApiKeysQueryOptions(projectRef))
      const found = all.find((candidate) => candidate.id === key.id)
      if (!found) throw new Error(`${key.name} no longer exists.`)
      return found.api_key
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error), 'The key could not be read')
      throw error
    }
  }

  return (
    <Table aria-label={title} layout="fixed" verticalSpacing="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w="35%">Name</Table.Th>
          <Table.Th>Key</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((key) => {
          const secret = key.type !== 'publishable'
          const shown = secret ? revealed.has(key.id) && secretOf(key.id) : key.api_key
          const noun = `${key.name} ${TYPE_NOUN[key.type]}`
          return (
            <Table.Tr key={key.id} data-testid={`api-key-${key.name}`}>
              <Table.Td style={{ overflowWrap: 'anywhere', verticalAlign: 'top' }}>
                <Text size="sm" fw={600}>
                  {key.name}
                </Text>
                {key.description ? (
                  <Text size="xs" c="dimmed">
                    {key.description}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td style={{ verticalAlign: 'top' }}>
                <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', wordBreak: 'break-all' }} data-testid="api-key-value">
                  {shown || masked(key.api_key)}
                </Code>
                <Group gap={6} mt={6}>
                  <CopyButton value={secret && !shown ? () => fetchSecret(key) : shown || key.api_key} label={noun} size="xs" />
                  {secret ? (
                    <Tooltip label={revealed.has(key.id) ? 'Hide' : 'Reveal'} withArrow>
                      <ActionIcon
                        variant="default"
                        size="sm"
                        onClick={() => toggle(key)}
                        loading={revealed.has(key.id) && secrets.isFetching && !shown}
                        aria-label={`${revealed.has(key.id) ? 'Hide' : 'Reveal'} ${noun}`}
                      >
                        {revealed.has(key.id) ? <IconEyeOff size={16} aria-hidden /> : <IconEye size={16} aria-hidden />}
                      </ActionIcon>
                    </Tooltip>
                  ) : null}
                  {key.type === 'legacy' ? null : (
                    <Tooltip label="Revoke" withArrow>
                      <ActionIcon variant="default" color="red" size="sm" onClick={() => onRevoke(key)} aria-label={`Revoke ${key.name}`}>
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  )}
                </Group>
                {revealed.has(key.id) && secrets.isError ? (
                  <Text size="xs" c="red" mt={4} role="alert">
                    The key could not be revealed: {secrets.error.message}
                  </Text>
                ) : null}
              </Table.Td>
            </Table.Tr>
          )
        })}
      </Table.Tbody>
    </Table>
  )
}
