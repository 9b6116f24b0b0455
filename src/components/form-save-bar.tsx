import { Button, Group, Text } from '@mantine/core'
import { IconCheck } from '@tabler/icons-react'

interface FormSaveBarProps {
  /** Anything typed: Discard is offered. */
  dirty: boolean
  /** Something would change: Save is offered. */
  savable: boolean
  saving: boolean
  onDiscard: () => void
  /** Shown in the bar once saved (not as a toast, which would sit over these buttons). */
  savedMessage: string | null
}

/** A settings form's sticky Save / Discard bar, with the save's confirmation beside the buttons. */
export function FormSaveBar({ dirty, savable, saving, onDiscard, savedMessage }: FormSaveBarProps) {
  return (
    <Group justify="flex-end" style={{ position: 'sticky', bottom: 0 }} py="sm" bg="var(--mantine-color-body)" data-testid="form-save-bar">
      <Text size="sm" role="status" style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
        {savedMessage ? (
          <>
            <IconCheck size={16} color="var(--mantine-color-green-7)" aria-hidden />
            {savedMessage}
          </>
        ) : null}
      </Text>
      <Button variant="default" disabled={!dirty} onClick={onDiscard}>
        Discard changes
      </Button>
      <Button type="submit" loading={saving} disabled={!savable}>
        Save changes
      </Button>
    </Group>
  )
}
