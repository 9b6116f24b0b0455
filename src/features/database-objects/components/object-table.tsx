import { ActionIcon, Group, Table, Tooltip, VisuallyHidden } from '@mantine/core'
import { IconPencil, IconTrash } from '@tabler/icons-react'
import type { ReactNode } from 'react'

/**
 * The list of a database page (cron jobs, hooks, secrets, wrappers): a striped table named for screen
 * readers, its column headers, and (unless `actions` is false) a last column of row actions.
 */
export function ObjectTable({
  label,
  columns,
  actions = true,
  children,
}: {
  label: string
  columns: string[]
  actions?: boolean
  children: ReactNode
}) {
  // Wide tables scroll inside their own box at phone width instead of the page scrolling sideways.
  // The box is positioned so the hidden "Actions" header (absolutely positioned) is clipped by it too.
  return (
    <Table.ScrollContainer minWidth={0} type="native" pos="relative">
      <Table withTableBorder striped aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
            {actions ? (
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

/** A row's action buttons, in its last cell. */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <Table.Td>
      <Group gap={4} wrap="nowrap" justify="flex-end">
        {children}
      </Group>
    </Table.Td>
  )
}

/** One icon button of a row, named by its label (also its tooltip). */
export function RowAction({
  label,
  icon,
  color,
  onClick,
}: {
  label: string
  icon: ReactNode
  color?: string
  onClick: () => void
}) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color={color} aria-label={label} onClick={onClick}>
        {icon}
      </ActionIcon>
    </Tooltip>
  )
}

/** The edit button of a row named `name`. */
export function EditAction({ name, onClick }: { name: string; onClick: () => void }) {
  return <RowAction label={`Edit ${name}`} onClick={onClick} icon={<IconPencil size={16} />} />
}

/** The delete button of a row named `name` (its confirm dialog is the page's). */
export function DeleteAction({ name, onClick }: { name: string; onClick: () => void }) {
  return <RowAction label={`Delete ${name}`} color="red" onClick={onClick} icon={<IconTrash size={16} />} />
}
