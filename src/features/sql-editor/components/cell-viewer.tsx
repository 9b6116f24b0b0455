import { Button, Code, Group, Modal, ScrollArea } from '@mantine/core'
import { cellCopyText } from '../model/cells'

/** The full value of a cell: JSON pretty-printed, long text whole. */
export function CellViewer({ column, value, onClose, onCopy }: { column: string | null; value: unknown; onClose: () => void; onCopy: (text: string) => void }) {
  const text =
    value !== null && typeof value === 'object' ? JSON.stringify(value, null, 2) : value === null || value === undefined ? 'NULL' : String(value)
  return (
    <Modal opened={column !== null} onClose={onClose} title={column ?? ''} size="lg">
      <ScrollArea.Autosize mah="60vh">
        <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }} aria-label="Cell value">
          {text}
        </Code>
      </ScrollArea.Autosize>
      <Group justify="flex-end" mt="sm">
        <Button variant="default" onClick={() => onCopy(cellCopyText(value))}>
          Copy value
        </Button>
      </Group>
    </Modal>
  )
}
