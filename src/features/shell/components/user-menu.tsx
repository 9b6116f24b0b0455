import { Avatar, Menu, UnstyledButton } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useOpenFeaturePreviews } from '@/features/feature-previews/open-feature-previews'
import { profileQueryOptions } from '@/features/profile/api/profile-query'
import { THEME_OPTIONS, themeSchema, useThemeStore } from '@/features/theme/theme-store'

export function UserMenu() {
  const { data: profile } = useQuery(profileQueryOptions())
  const { theme, setTheme } = useThemeStore()
  const openFeaturePreviews = useOpenFeaturePreviews()
  return (
    <Menu position="bottom-end" width={220}>
      <Menu.Target>
        <UnstyledButton aria-label="User menu">
          <Avatar size="sm" radius="xl" color="brand">
            {profile?.username.slice(0, 2).toUpperCase()}
          </Avatar>
        </UnstyledButton>
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
        <Menu.Item onClick={() => openFeaturePreviews()}>Feature previews</Menu.Item>
        <Menu.Divider />
        <Menu.Item component={Link} to="/logout" preload={false}>
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}
