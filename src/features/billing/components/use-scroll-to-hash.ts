import { useIsFetching } from '@tanstack/react-query'
import { useLocation } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'

/**
 * Scrolls the element named by the URL hash (#address, #invoices) into view once the data above it has
 * loaded, so the section does not move away again while the page fills in.
 */
export function useScrollToHash(queryKeyPrefix: readonly unknown[]) {
  const hash = useLocation({ select: (location) => location.hash })
  const fetching = useIsFetching({ queryKey: queryKeyPrefix })
  const scrolledFor = useRef<string | undefined>(undefined)
  useEffect(() => {
    if (!hash || fetching > 0 || scrolledFor.current === hash) return
    const target = document.getElementById(hash)
    if (!target) return
    scrolledFor.current = hash
    target.scrollIntoView({ block: 'start' })
    target.focus({ preventScroll: true })
  }, [hash, fetching])
}
