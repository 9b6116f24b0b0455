import { Alert, Button, Code, Group, List, Modal, Stack, Text, TextInput } from '@mantine/core'
import { IconDownload } from '@tabler/icons-react'
import { useState } from 'react'
import { CopyButton } from '@/components/copy-button'
import { DIALOG_SIZES } from '@/components/dialog-sizes'
import type { LedgerEntry } from '@/features/database/api/changes-ledger'
import { migrationFileContent, migrationFileName, migrationNotes } from './migration-file'

function download(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/sql' }))
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/** "Create migration": the chosen entries as one file `{YYYYMMDDHHMMSS}_{name}.sql`, to download or copy. */
export function CreateMigrationModal({ entries, opened, onClose }: { entries: LedgerEntry[]; opened: boolean; onClose: () => void }) {
  const [name, setName] = useState('')
  // The version is the moment the dialog opened: the name typed does not move it.
  const [now] = useState(() => Date.now())
  const fileName = migrationFileName(name, now)
  const content = migrationFileContent(entries)
  const notes = migrationNotes(entries)
  return (
    <Modal opened={opened} onClose={onClose} title="Create migration" size={DIALOG_SIZES.xlarge} closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="sm">
        <TextInput
          label="Migration name"
          description="Letters, digits and underscores; anything else becomes an underscore."
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={name && !fileName ? 'The name needs at least one letter or digit' : undefined}
          data-autofocus
        />
        <Text size="sm">
          File: <Code>{fileName ?? 'type a name'}</Code>
        </Text>
        {notes.otherRoles.length > 0 || notes.dependsOnData || notes.failed > 0 ? (
          <Alert color="yellow" title="Check before you commit this migration">
            <List size="sm">
              {notes.otherRoles.length > 0 ? (
                <List.Item>Some changes were made as another role ({notes.otherRoles.join(', ')}): a migration runs as the database owner.</List.Item>
              ) : null}
              {notes.dependsOnData ? (
                <List.Item>Some changes depend on the data present when they ran (do blocks, create table ... as): another database may give another result.</List.Item>
              ) : null}
              {notes.failed > 0 ? <List.Item>{notes.failed} failed statement(s) left out: only what succeeded goes into a migration.</List.Item> : null}
            </List>
          </Alert>
        ) : null}
        <Code block aria-label="Migration file" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxHeight: 360, overflowY: 'auto' }}>
          {content}
        </Code>
        <Group justify="flex-end">
          <CopyButton value={content} text="Copy" />
          <Button leftSection={<IconDownload size={16} />} disabled={!fileName} onClick={() => fileName && download(content, fileName)}>
            Download
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
