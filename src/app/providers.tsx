import { MantineProvider } from '@mantine/core'
import { Notifications } from '@mantine/notifications'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useThemeStore } from '@/features/theme/theme-store'
import { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_WIDTH_PX } from '@/lib/notify'
import { resolveTheme } from './theme'

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const preference = useThemeStore((state) => state.theme)
  const { theme, forceColorScheme } = resolveTheme(preference)
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto" forceColorScheme={forceColorScheme}>
      <Notifications position="bottom-right" autoClose={TOAST_DURATION_MS} limit={TOAST_LIMIT} w={TOAST_WIDTH_PX} />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  )
}
