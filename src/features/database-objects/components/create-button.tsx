import { Button, Tooltip } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import type { DatabaseWrite } from './use-database-write'

/** A page's create button: disabled, with the reason as its tooltip, for a member who may not write. */
export function CreateButton({ write, label, onClick }: { write: DatabaseWrite; label: string; onClick: () => void }) {
  const button = (
    <Button leftSection={<IconPlus size={16} />} disabled={!write.can} onClick={onClick}>
      {label}
    </Button>
  )
  return write.can ? (
    button
  ) : (
    <Tooltip label={write.reason} multiline w={280}>
      {<span>{button}</span>}
    </Tooltip>
  )
}
