import { MantineProvider } from '@mantine/core'
import { render, screen } from '@testing-library/react'
import { act } from 'react'
import { expect, it } from 'vitest'
import { toast } from '@/lib/notify'
import { NotificationsHost } from './notifications-host'

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

