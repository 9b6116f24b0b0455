import { Box, Text } from '@mantine/core'
import { useImperativeHandle, useRef, useState, type DragEvent, type ReactNode, type Ref } from 'react'

const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files')

/**
 * Files dropped on the folder's list, or chosen in the file dialog that `openRef` opens (the Upload files
 * button). Native drag and drop: the dropzone packages want Node 22 to install (issue 25 item 9).
 */
export function FileDropZone({
  openRef,
  onDrop,
  label,
  children,
}: {
  openRef: Ref<() => void>
  onDrop: (files: File[]) => void
  label: string
  children: ReactNode
}) {
  const input = useRef<HTMLInputElement>(null)
  // dragenter/dragleave fire for every child crossed: count them to know when the pointer really left.
  const depth = useRef(0)
  const [over, setOver] = useState(false)
  useImperativeHandle(openRef, () => () => input.current?.click(), [])
  const leave = () => {
    depth.current = 0
    setOver(false)
  }
  return (
    <Box
      role="group"
      aria-label={label}
      pos="relative"
      mih={120}
      onDragEnter={(event) => {
        if (!hasFiles(event)) return
        event.preventDefault()
        depth.current += 1
        setOver(true)
      }}
      onDragOver={(event) => {
        if (hasFiles(event)) event.preventDefault()
      }}
      onDragLeave={() => {
        depth.current = Math.max(0, depth.current - 1)
        if (depth.current === 0) setOver(false)
      }}
      onDrop={(event) => {
        if (!hasFiles(event)) return
        event.preventDefault()
        leave()
        const files = [...event.dataTransfer.files]
        if (files.length > 0) onDrop(files)
      }}
      style={over ? { outline: '2px dashed var(--mantine-color-blue-filled)', outlineOffset: 2 } : undefined}
    >
      <input
        ref={input}
        type="file"
        multiple
        hidden
        tabIndex={-1}
        aria-hidden
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])]
          event.currentTarget.value = ''
          if (files.length > 0) onDrop(files)
        }}
      />
      {children}
      {over ? (
        <Text fw={600} ta="center" p="xs" bg="var(--mantine-color-body)" pos="absolute" top={0} left={0} right={0}>
          Drop files to upload
        </Text>
      ) : null}
    </Box>
  )
}
