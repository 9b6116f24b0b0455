import { ActionIcon, Group, Menu, Text, UnstyledButton } from '@mantine/core'
import { IconDots, IconFile, IconFolder } from '@tabler/icons-react'
import { useVirtualizer } from '@tanstack/react-virtual'
import { useEffect, useRef } from 'react'
import { isFolder, type StorageObject } from '../api/schemas'
import { formatBytes } from '../bucket-rules'
import classes from './object-list.module.css'

const ROW_HEIGHT = 36

export interface ObjectActions {
  open: (item: StorageObject) => void
  rename: (item: StorageObject) => void
  remove: (item: StorageObject) => void
  download: (item: StorageObject) => void
  share: (item: StorageObject) => void
}

/** A folder's entries in a virtualized list: only the rows in view are in the page. */
export function ObjectList({
  items,
  selectedName,
  actions,
  onEndReached,
}: {
  items: StorageObject[]
  selectedName: string | undefined
  actions: ObjectActions
  onEndReached: () => void
}) {
  const parent = useRef<HTMLDivElement>(null)
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => parent.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  })
  const virtualItems = virtualizer.getVirtualItems()
  const lastIndex = virtualItems.at(-1)?.index ?? -1
  useEffect(() => {
    if (lastIndex >= 0 && lastIndex >= items.length - 20) onEndReached()
  }, [lastIndex, items.length, onEndReached])

  return (
    <div ref={parent} className={classes.scroller} role="list" aria-label="Files and folders">
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualItems.map((row) => {
          const item = items[row.index]!
          const folder = isFolder(item)
          return (
            <div
              key={item.name}
              role="listitem"
              className={classes.row}
              data-selected={item.name === selectedName || undefined}
              style={{ transform: `translateY(${row.start}px)`, height: ROW_HEIGHT }}
            >
              <UnstyledButton
                className={classes.name}
                onClick={() => actions.open(item)}
                aria-label={folder ? `Open folder ${item.name}` : `Preview ${item.name}`}
              >
                <Group gap="xs" wrap="nowrap">
                  {folder ? <IconFolder size={16} aria-hidden /> : <IconFile size={16} aria-hidden />}
                  <Text size="sm" truncate>
                    {item.name}
                  </Text>
                </Group>
              </UnstyledButton>
              <Text size="xs" c="dimmed" className={classes.meta}>
                {item.metadata ? formatBytes(item.metadata.size) : ''}
              </Text>
              <Text size="xs" c="dimmed" className={classes.meta}>
                {item.metadata?.mimetype ?? 'Folder'}
              </Text>
              <Menu position="bottom-end">
                <Menu.Target>
                  <ActionIcon variant="subtle" size="sm" aria-label={`Actions for ${item.name}`}>
                    <IconDots size={14} />
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  {folder ? null : (
                    <>
                      <Menu.Item onClick={() => actions.download(item)}>Download</Menu.Item>
                      <Menu.Item onClick={() => actions.share(item)}>Get URL</Menu.Item>
                    </>
                  )}
                  <Menu.Item onClick={() => actions.rename(item)}>Rename or move</Menu.Item>
                  <Menu.Item color="red" onClick={() => actions.remove(item)}>
                    Delete
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            </div>
          )
        })}
      </div>
    </div>
  )
}
