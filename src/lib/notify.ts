import { notifications } from '@mantine/notifications'

// SPEC §2/§9: toasts last 4000 ms, at most 3 visible, bottom-right, 356 px wide.
export const TOAST_DURATION_MS = 4000
export const TOAST_LIMIT = 3
export const TOAST_WIDTH_PX = 356

export const toast = {
  success: (message: string, title?: string) => notifications.show({ message, title, color: 'green' }),
  error: (message: string, title?: string) => notifications.show({ message, title, color: 'red' }),
  info: (message: string, title?: string) => notifications.show({ message, title }),
  warning: (message: string, title?: string) => notifications.show({ message, title, color: 'orange' }),
}
