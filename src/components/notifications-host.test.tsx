import { MantineProvider } from '@mantine/core'
import { render, screen } from '@testing-library/react'
import { act } from 'react'
import { notifications } from '@mantine/notifications'
import { beforeEach, expect, it } from 'vitest'
import { toast } from '@/lib/notify'
import { NotificationsHost } from './notifications-host'

// The toast store is global: start each test with none shown or queued.
beforeEach(() => {
  notifications.clean()
  notifications.cleanQueue()
})

it('mounts the toast stack with the first toast and shows it', async () => {
  render(
    <MantineProvider env="test">
      <NotificationsHost />
    </MantineProvider>,
  )
  expect(document.querySelector('.mantine-Notifications-root')).toBeNull()
  act(() => {
    toast.error('Unable to copy to clipboard')
  })
  expect(await screen.findByText('Unable to copy to clipboard')).toBeInTheDocument()
})


it('shows at most 3 toasts at the bottom right (SPEC §9)', async () => {
  render(
    <MantineProvider env="test">
      <NotificationsHost />
    </MantineProvider>,
  )
  act(() => {
    for (const n of [1, 2, 3, 4]) toast.info(`Toast ${n}`)
  })
  expect(await screen.findByText('Toast 3')).toBeInTheDocument()
  await new Promise((resolve) => setTimeout(resolve, 300))
  expect(screen.getAllByText(/^Toast \d$/)).toHaveLength(3)
  expect(screen.queryByText('Toast 4')).toBeNull()
  expect(document.querySelector('[data-position="bottom-right"]')).toHaveTextContent('Toast 1')
})
