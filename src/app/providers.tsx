import { MantineProvider } from '@mantine/core'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { accessibleColorsResolver } from '@/features/theme/accessible-colors'
import { useThemeStore } from '@/features/theme/theme-store'
import { NotificationsHost } from '@/components/notifications-host'
import { resolveTheme } from './theme'

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const preference = useThemeStore((state) => state.theme)
  const { theme, forceColorScheme } = resolveTheme(preference)
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="auto"
      forceColorScheme={forceColorScheme}
      cssVariablesResolver={accessibleColorsResolver}
    >
      <NotificationsHost />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  )
}
