import { useHotkeys } from '@mantine/hooks'
import { useRouter } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { commandMenu, commandMenuStore } from '../command-menu-store'

const CommandMenu = lazy(() => import('./command-menu').then((m) => ({ default: m.CommandMenu })))

/**
 * SPEC §2: Meta+K or Ctrl+K opens the command menu (code loaded on first use); a route change to another
 * page closes it when it completes. Only the menu that was open when that change started: one the user
 * opens again while the new page is still loading stays open.
 */
export const COMMAND_MENU_HOTKEYS = ['meta+K', 'ctrl+K'] as const

export function CommandMenuHost() {
  const router = useRouter()
  const [loaded, setLoaded] = useState(false)
  const openings = useRef(0)
  const open = () => {
    setLoaded(true)
    openings.current += 1
    commandMenu.open()
  }
  // Also from inputs: the shortcut is the way to the menu wherever the focus is.
  useHotkeys(
    COMMAND_MENU_HOTKEYS.map((keys) => [keys, open] as [string, () => void]),
    [],
  )
  useEffect(() => {
    let openingAtStart = -1
    const offStart = router.subscribe('onBeforeNavigate', () => {
      openingAtStart = commandMenuStore.getState().opened ? openings.current : -1
    })
    const offEnd = router.subscribe('onResolved', ({ pathChanged }) => {
      if (pathChanged && openingAtStart === openings.current) commandMenu.close()
      openingAtStart = -1
    })
    return () => (offStart(), offEnd())
  }, [router])
  if (!loaded) return null
  return (
    <Suspense fallback={null}>
      <CommandMenu />
    </Suspense>
  )
}
