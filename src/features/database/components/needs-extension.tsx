import { Alert, Button, Code, Stack, Text } from '@mantine/core'
import { IconPuzzle } from '@tabler/icons-react'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { executeSql } from '../api/execute-sql'
import { toPgMetaError } from '../api/pg-meta-error'
import { enableExtensionSql } from '../sql/extensions'

/**
 * The one "needs extension X" state of the database pages (CONVENTIONS): what is missing, the SQL
 * that enables it, and the action. `onEnabled` re-reads whatever the page needs (its status query).
 */
export function NeedsExtension({
  projectRef,
  connectionString,
  extension,
  schema,
  purpose,
  available,
  onEnabled,
}: {
  projectRef: string
  connectionString: string | null | undefined
  extension: string
  schema?: string
  /** What the page uses it for, one sentence. */
  purpose: string
  /** From extensionStatusSql: false when the database cannot install it at all. */
  available: boolean
  onEnabled: () => void
}) {
  const [showSql, setShowSql] = useState(false)
  const built = enableExtensionSql(extension, schema)
  const enable = useMutation({ mutationFn: () => executeSql({ projectRef, connectionString, query: built.sql }), onSuccess: onEnabled })
  return (
    <Alert color="blue" icon={<IconPuzzle size={16} />} title={`This page needs the ${extension} extension`}>
      <Stack gap="xs">
        <Text size="sm">{purpose}</Text>
        {available ? (
          <>
            <Button size="xs" w="fit-content" loading={enable.isPending} onClick={() => enable.mutate()}>
              {`Enable ${extension}`}
            </Button>
            <Button size="xs" variant="subtle" w="fit-content" onClick={() => setShowSql((s) => !s)}>
              {showSql ? 'Hide SQL' : 'View SQL'}
            </Button>
            {showSql ? <Code block>{built.sql}</Code> : null}
          </>
        ) : (
          <Text size="sm">{`The database does not offer ${extension}, so it cannot be enabled here.`}</Text>
        )}
        {enable.isError ? (
          <Text size="sm" c="red" role="alert">
            {toPgMetaError(enable.error).message}
          </Text>
        ) : null}
      </Stack>
    </Alert>
  )
}
