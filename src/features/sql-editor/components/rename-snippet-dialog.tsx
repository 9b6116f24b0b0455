import { Button, Group, Modal, TextInput } from '@mantine/core'
import { useState } from 'react'
import type { Snippet } from '../model/snippet'

const NAME_MAX = 256

function RenameForm({ snippet, onRename, onClose }: { snippet: Snippet; onRename: (snippet: Snippet, name: string) => void; onClose: () => void }) {
  const [name, setName] = useState(snippet.name)
  const trimmed = name.trim()
  const error = !trimmed ? 'Enter a name.' : trimmed.length > NAME_MAX ? `At most ${NAME_MAX} characters.` : undefined
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        if (!error) onRename(snippet, trimmed)
      }}
    >
      <TextInput label="Name" value={name} onChange={(e) => setName(e.currentTarget.value)} error={name !== snippet.name ? error : undefined} data-autofocus />
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={Boolean(error)}>
          Rename
        </Button>
      </Group>
    </form>
  )
}

export function RenameSnippetDialog({ snippet, onRename, onClose }: { snippet: Snippet | null; onRename: (snippet: Snippet, name: string) => void; onClose: () => void }) {
  return (
    <Modal opened={snippet !== null} onClose={onClose} title="Rename snippet">
      {snippet ? <RenameForm key={snippet.id} snippet={snippet} onRename={onRename} onClose={onClose} /> : null}
    </Modal>
  )
}
