import { MantineProvider } from '@mantine/core'
import { createEvent, fireEvent, render, screen } from '@testing-library/react'
import { createRef } from 'react'
import { expect, it, vi } from 'vitest'
import { FileDropZone } from './file-drop-zone'

function setup() {
  const onDrop = vi.fn()
  const openRef = createRef<() => void>()
  render(
    <MantineProvider env="test">
      <FileDropZone openRef={openRef} onDrop={onDrop} label="Drop files to upload to avatars/">
        <p>This folder is empty.</p>
      </FileDropZone>
    </MantineProvider>,
  )
  return { onDrop, openRef, zone: screen.getByRole('group', { name: 'Drop files to upload to avatars/' }) }
}

function drag(type: 'dragEnter' | 'drop', target: HTMLElement, files: File[]) {
  const event = createEvent[type](target)
  Object.defineProperty(event, 'dataTransfer', { value: { types: ['Files'], files } })
  fireEvent(target, event)
}

it('hands dropped files over and says where they go while dragging', () => {
  const { onDrop, zone } = setup()
  const file = new File(['hello'], 'notes.txt', { type: 'text/plain' })
  drag('dragEnter', zone, [file])
  expect(screen.getByText('Drop files to upload')).toBeInTheDocument()
  drag('drop', zone, [file])
  expect(onDrop).toHaveBeenCalledWith([file])
  expect(screen.queryByText('Drop files to upload')).toBeNull()
})

it('opens the file dialog through openRef and hands the chosen files over', () => {
  const { onDrop, openRef, zone } = setup()
  const input = zone.querySelector('input[type="file"]') as HTMLInputElement
  const click = vi.spyOn(input, 'click')
  openRef.current?.()
  expect(click).toHaveBeenCalled()
  const file = new File(['{}'], 'data.json', { type: 'application/json' })
  fireEvent.change(input, { target: { files: [file] } })
  expect(onDrop).toHaveBeenCalledWith([file])
})
