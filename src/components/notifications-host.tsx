import { useNotifications } from '@mantine/notifications'
import { lazy, Suspense, useState } from 'react'

// The toast stack (with its transitions) loads with the first toast; the store that queues toasts is tiny.
// It lives in its own module: a dynamic import of the package itself would pull it all into this chunk.
const NotificationsStack = lazy(() => import('./notifications-stack'))

export function NotificationsHost() {
  const { notifications, queue } = useNotifications()
  const [needed, setNeeded] = useState(false)
  if (!needed && notifications.length + queue.length > 0) setNeeded(true)
  if (!needed) return null
  return (
    <Suspense fallback={null}>
      <NotificationsStack />
    </Suspense>
  )
}
