import { Button, Drawer } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconLayoutSidebar } from '@tabler/icons-react'
import type { MouseEvent, ReactNode } from 'react'
import { MOBILE_BREAKPOINT_PX } from '@/lib/ui-constants'

/** At or below the mobile breakpoint (SPEC §1) a page's side list becomes a drawer. */
export const useIsMobileLayout = () =>
  useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`, false, { getInitialValueInEffect: false })

/**
 * A page's side list (snippets, tables, buckets...): beside the content on wide screens; below the
 * breakpoint a drawer opened with SidePaneToggle, so the content takes the width (issue 25 item 3).
 * A link followed inside the drawer closes it.
 */
export function SidePane({
  label,
  opened,
  onClose,
  children,
  inline,
}: {
  label: string
  opened: boolean
  onClose: () => void
  children: ReactNode
  /** The wrapper of the list beside the content. */
  inline: (children: ReactNode) => ReactNode
}) {
  const mobile = useIsMobileLayout()
  if (!mobile) return inline(children)
  const closeOnLink = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) onClose()
  }
  return (
    <Drawer opened={opened} onClose={onClose} title={label} size={320} closeButtonProps={{ 'aria-label': `Close ${label.toLowerCase()}` }} styles={{ body: { height: 'calc(100dvh - 70px)' } }}>
      {/* A click on a link inside closes the drawer; the links themselves are the keyboard path. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div onClick={closeOnLink} style={{ height: '100%', display: 'flex', flexDirection: 'column', minHeight: 0 }}>
        {children}
      </div>
    </Drawer>
  )
}

/** The toolbar button that opens the side list's drawer; nothing on wide screens. */
export function SidePaneToggle({ label, onOpen }: { label: string; onOpen: () => void }) {
  const mobile = useIsMobileLayout()
  if (!mobile) return null
  return (
    <Button size="compact-sm" variant="default" leftSection={<IconLayoutSidebar size={14} aria-hidden />} onClick={onOpen}>
      {label}
    </Button>
  )
}
