import { useNavigate, useSearch } from '@tanstack/react-router'
import { useCallback } from 'react'

/** CONTRACT §3: `?aiAssistantPanelOpen=true` opens the assistant panel; any other value closes it. */
export const ASSISTANT_PANEL_PARAM = 'aiAssistantPanelOpen'

/** The router parses `true` from the URL into a boolean; a hand-written 'true' string counts too. */
export const isAssistantPanelOpen = (value: unknown) => value === true || value === 'true'

/** The search with the panel opened or closed, every other parameter kept. */
export function withAssistantPanel<S extends Record<string, unknown>>(search: S, open: boolean): S {
  const { [ASSISTANT_PANEL_PARAM]: _current, ...rest } = search
  return (open ? { ...rest, [ASSISTANT_PANEL_PARAM]: true } : rest) as S
}

/** Whether the panel is open, and a setter that writes the URL (header button, panel close, command menu). */
export function useAssistantPanel() {
  const open = useSearch({
    strict: false,
    select: (search) => isAssistantPanelOpen((search as Record<string, unknown>)[ASSISTANT_PANEL_PARAM]),
  })
  const navigate = useNavigate()
  const setOpen = useCallback(
    (next: boolean) =>
      void navigate({ to: '.', search: ((prev: Record<string, unknown>) => withAssistantPanel(prev, next)) as never }),
    [navigate],
  )
  return { open, setOpen }
}
