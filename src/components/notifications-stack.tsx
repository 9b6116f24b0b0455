import { Notifications } from '@mantine/notifications'
import { rightOfSidePanel } from '@/lib/layout/side-panel-inset'
import { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_WIDTH_PX } from '@/lib/notify'

/** SPEC §2/§9 toasts: bottom-right, 4000 ms, at most 3 visible, 356 px wide. */
export default function NotificationsStack() {
  // Left of the docked assistant panel, so a toast never covers its message box.
  return (
    <Notifications
      position="bottom-right"
      autoClose={TOAST_DURATION_MS}
      limit={TOAST_LIMIT}
      w={TOAST_WIDTH_PX}
      styles={{ root: { right: rightOfSidePanel(16) } }}
    />
  )
}
