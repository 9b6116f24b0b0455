import { Alert, Button, Code, Group, Paper, Stack, Text } from '@mantine/core'
import { IconExternalLink, IconPlayerPlay } from '@tabler/icons-react'
import { useState } from 'react'
import { CopyButton } from '@/components/copy-button'
import { ButtonLink } from '@/components/links'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { RowsTable } from '@/features/database'
import type { SnippetResult } from '../model/schemas'
import { withAssistantPanel } from '../panel-search'
import { checkDestructive } from '../sql/destructive'
import { useAssistantContext } from './assistant-context'


interface SqlSnippetProps {
  chatId: string
  messageId: string
  snippetId: string
  sql: string
  result: SnippetResult | undefined
}

/** A SQL block of a reply: Copy, Run (asking first when it changes the database), Open in SQL editor, and its result. */
export function SqlSnippet({ chatId, messageId, snippetId, sql, result }: SqlSnippetProps) {
  const { projectRef, runSnippet } = useAssistantContext()
  const [running, setRunning] = useState(false)
  const [confirming, setConfirming] = useState<string[] | undefined>()

  const run = async () => {
    setConfirming(undefined)
    setRunning(true)
    try {
      await runSnippet({ chatId, messageId, snippetId, sql })
    } finally {
      setRunning(false)
    }
  }
  const requestRun = () => {
    const check = checkDestructive(sql)
    if (check.destructive) setConfirming(check.keywords)
    else void run()
  }

  return (
    <Paper withBorder radius="sm" p="xs" data-snippet-id={snippetId}>
      <Stack gap="xs">
        <Code block style={{ whiteSpace: 'pre-wrap', maxHeight: 280, overflow: 'auto' }} aria-label="SQL snippet">
          {sql}
        </Code>
        <Group gap="xs">
          <CopyButton value={sql} text="Copy" size="xs" />
          <Button size="compact-xs" leftSection={<IconPlayerPlay size={14} />} loading={running} onClick={requestRun}>
            Run
          </Button>
          <ButtonLink
            size="compact-xs"
            variant="default"
            leftSection={<IconExternalLink size={14} />}
            to="/project/$ref/sql/$id"
            params={{ ref: projectRef, id: 'new' }}
            search={{ snippet: sql, ...withAssistantPanel({}, true) }}
          >
            Open in SQL editor
          </ButtonLink>
        </Group>
        {result?.status === 'success' ? (
          <RowsTable rows={result.rows} total={result.total} label="Query result" />
        ) : null}
        {result?.status === 'error' ? (
          <Alert color="red" variant="light" title="The query failed" p="xs">
            <Text size="xs" style={{ whiteSpace: 'pre-wrap' }}>
              {result.message}
            </Text>
          </Alert>
        ) : null}
      </Stack>
      <ConfirmDialog
        visible={confirming !== undefined}
        title="Run a query that changes your database?"
        variant="danger"
        size="medium"
        confirmLabel="Run query"
        onCancel={() => setConfirming(undefined)}
        onConfirm={() => void run()}
      >
        <Text size="sm">
          This query contains {confirming?.join(', ')}. It runs on the project’s database right away and cannot be
          undone from here.
        </Text>
      </ConfirmDialog>
    </Paper>
  )
}
