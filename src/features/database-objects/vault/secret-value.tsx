import { ActionIcon, Code, Group, Loader, Text, Tooltip } from '@mantine/core'
import { IconEye, IconEyeOff } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { ProjectConnection } from '../api/run-built-sql'
import { errorMessage } from '../components/query-status'
import { revealedSecretQueryOptions } from './vault-queries'

/** A secret's value: hidden until revealed, read from vault.decrypted_secrets only then. */
export function SecretValue({ connection, id, name }: { connection: ProjectConnection; id: string; name: string }) {
  const [revealed, setRevealed] = useState(false)
  const value = useQuery({ ...revealedSecretQueryOptions(connection, id), enabled: revealed && Boolean(connection.connectionString) })
  const label = `${revealed ? 'Hide' : 'Reveal'} value of ${name}`
  return (
    <Group gap={6} wrap="nowrap">
      {!revealed ? (
        <Text size="sm" aria-label={`Value of ${name} hidden`}>
          ••••••••
        </Text>
      ) : value.isPending ? (
        <Loader size="xs" aria-label={`Decrypting ${name}`} />
      ) : value.isError ? (
        <Text size="sm" c="red">
          {errorMessage(value.error)}
        </Text>
      ) : (
        <Code aria-label={`Value of ${name}`}>{value.data[0]?.decrypted_secret ?? ''}</Code>
      )}
      <Tooltip label={label}>
        <ActionIcon variant="subtle" aria-label={label} onClick={() => setRevealed((r) => !r)}>
          {revealed ? <IconEyeOff size={16} /> : <IconEye size={16} />}
        </ActionIcon>
      </Tooltip>
    </Group>
  )
}
