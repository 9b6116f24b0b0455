import { Menu } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useOpenFeaturePreviews } from '@/features/feature-previews'
import type { Profile } from '@/features/profile/api/profile-query'
import { THEME_OPTIONS, themeSchema, useThemeStore } from '@/features/theme'
import { getConfig } from '@/lib/config/config'
import { ResetDemoDataDialog } from './reset-demo-data-dialog'
import { UserMenuButton } from './user-menu-button'

/** The user menu itself; loaded on the first interaction with the avatar (see user-menu.tsx). */
export default function UserMenuDropdown({ profile }: { profile: Profile | undefined }) {
  const { theme, setTheme } = useThemeStore()
  const openFeaturePreviews = useOpenFeaturePreviews()
  const [resetting, setResetting] = useState(false)
  const mock = getConfig().mock
  return (
    <>
      <Menu position="bottom-end" width={220} defaultOpened>
        <Menu.Target>
          <UserMenuButton initials={profile?.username.slice(0, 2).toUpperCase()} />
        </Menu.Target>
        <Menu.Dropdown>
          {profile ? <Menu.Label>{profile.primary_email}</Menu.Label> : null}
          <Menu.Label>Theme</Menu.Label>
          <Menu.RadioGroup value={theme} onChange={(value) => setTheme(themeSchema.parse(value))}>
            {THEME_OPTIONS.map((option) => (
              <Menu.RadioItem key={option.value} value={option.value}>
                {option.label}
              </Menu.RadioItem>
            ))}
          </Menu.RadioGroup>
          <Menu.Divider />
          <Menu.Label>Account</Menu.Label>
          <Menu.Item component={Link} to="/account/me">
            Profile and preferences
          </Menu.Item>
          <Menu.Item component={Link} to="/account/security">
            Security
          </Menu.Item>
          <Menu.Item component={Link} to="/account/tokens">
            Access tokens
          </Menu.Item>
          <Menu.Item component={Link} to="/account/audit">
            Audit log
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item onClick={() => openFeaturePreviews()}>Feature previews</Menu.Item>
          {mock ? (
            <Menu.Item color="red" onClick={() => setResetting(true)}>
              Reset demo data
            </Menu.Item>
          ) : null}
          <Menu.Divider />
          <Menu.Item component={Link} to="/logout" preload={false}>
            Sign out
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {mock ? <ResetDemoDataDialog visible={resetting} onClose={() => setResetting(false)} /> : null}
    </>
  )
}
