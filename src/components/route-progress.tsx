import { Progress } from '@mantine/core'
import { useRouterState } from '@tanstack/react-router'

/** A thin bar at the top of the window while a navigation is loading. */
export function RouteProgress() {
  const loading = useRouterState({ select: (state) => state.status === 'pending' })
  if (!loading) return null
  return (
    <Progress
      value={100}
      animated
      size={3}
      radius={0}
      aria-label="Loading page"
      style={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 1000 }}
    />
  )
}
