import { Notifications } from '@mantine/notifications'
import { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_WIDTH_PX } from '@/lib/notify'

/** SPEC §2/§9 toasts: bottom-right, 4000 ms, at most 3 visible, 356 px wide. */
export default function NotificationsStack() {
  return <Notifications position="bottom-right" autoClose={TOAST_DURATION_MS} limit={TOAST_LIMIT} w={TOAST_WIDTH_PX} />
}
