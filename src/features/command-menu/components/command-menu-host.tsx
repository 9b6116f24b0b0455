import { useHotkeys } from '@mantine/hooks'
import { useRouter } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useState } from 'react'
import { commandMenu } from '../command-menu-store'

const CommandMenu = lazy(() => import('./command-menu').then((m) => ({ default: m.CommandMenu })))

/** SPEC §2: Meta+K or Ctrl+K opens the command menu (code loaded on first use); a completed route change closes it. */
export const COMMAND_MENU_HOTKEYS = ['meta+K', 'ctrl+K'] as const

export function CommandMenuHost() {
  const router = useRouter()
  const [loaded, setLoaded] = useState(false)
  const open = () => {
    setLoaded(true)
    commandMenu.open()
  }
  // Also from inputs: the shortcut is the way to the menu wherever the focus is.
  useHotkeys(
    COMMAND_MENU_HOTKEYS.map((keys) => [keys, open] as [string, () => void]),
    [],
  )
  useEffect(() => router.subscribe('onResolved', () => commandMenu.close()), [router])
  if (!loaded) return null
  return (
    <Suspense fallback={null}>
      <CommandMenu />
    </Suspense>
  )
}
