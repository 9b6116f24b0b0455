import { useNotifications } from '@mantine/notifications'
import { lazy, Suspense, useState } from 'react'
import { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_WIDTH_PX } from '@/lib/notify'

// The toast stack (with its transitions) loads with the first toast; the store that queues toasts is tiny.
const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })))

/** SPEC §2/§9 toasts: bottom-right, 4000 ms, at most 3 visible, 356 px wide. */
export function NotificationsHost() {
  const { notifications, queue } = useNotifications()
  const [needed, setNeeded] = useState(false)
  if (!needed && notifications.length + queue.length > 0) setNeeded(true)
  if (!needed) return null
  return (
    <Suspense fallback={null}>
      <Notifications position="bottom-right" autoClose={TOAST_DURATION_MS} limit={TOAST_LIMIT} w={TOAST_WIDTH_PX} />
    </Suspense>
  )
}
