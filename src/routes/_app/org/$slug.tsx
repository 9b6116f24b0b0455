import { createFileRoute, Outlet } from '@tanstack/react-router'

export const Route = createFileRoute('/_app/org/$slug')({
  component: Outlet,
})
