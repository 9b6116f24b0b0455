import { useRouterState } from '@tanstack/react-router'

/**
 * A thin bar at the top of the window while a navigation is loading. Plain elements: Mantine's Progress
 * would put its component on the first screen for one bar.
 */
export function RouteProgress() {
  const loading = useRouterState({ select: (state) => state.status === 'pending' })
  if (!loading) return null
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      aria-busy="true"
      style={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 3,
        zIndex: 1000,
        backgroundImage:
          'linear-gradient(90deg, transparent 0%, var(--mantine-primary-color-filled) 40%, var(--mantine-primary-color-filled) 60%, transparent 100%)',
        backgroundSize: '200% 100%',
        animation: 'route-progress 1.2s linear infinite',
      }}
    >
      <style>{'@keyframes route-progress { from { background-position: 100% 0 } to { background-position: -100% 0 } } @media (prefers-reduced-motion: reduce) { [aria-label="Loading page"] { animation: none !important } }'}</style>
    </div>
  )
}
