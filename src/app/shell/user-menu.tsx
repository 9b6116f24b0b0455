import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import { profileQueryOptions } from '@/features/profile/api/profile-query'
import { UserMenuButton } from './user-menu-button'

// Mantine's Menu brings its positioning engine (~20 KB gzipped); the first screen needs only the avatar.
const loadDropdown = () => import('./user-menu-dropdown')
const UserMenuDropdown = lazy(loadDropdown)

export function UserMenu() {
  const { data: profile } = useQuery(profileQueryOptions())
  const [active, setActive] = useState(false)
  const button = (
    <UserMenuButton
      initials={profile?.username.slice(0, 2).toUpperCase()}
      onPointerEnter={() => void loadDropdown()}
      onFocus={() => void loadDropdown()}
      onClick={() => setActive(true)}
    />
  )
  if (!active) return button
  return (
    <Suspense fallback={button}>
      <UserMenuDropdown profile={profile} />
    </Suspense>
  )
}
