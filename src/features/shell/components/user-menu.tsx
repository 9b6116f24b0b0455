import { Avatar, Menu, UnstyledButton } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { profileQueryOptions } from '@/features/profile/api/profile-query'
import { THEME_OPTIONS, useThemeStore } from '@/features/theme/theme-store'

export function UserMenu() {
  const { data: profile } = useQuery(profileQueryOptions())
  const { theme, setTheme } = useThemeStore()
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
        {THEME_OPTIONS.map((option) => (
          <Menu.Item
            key={option.value}
            onClick={() => setTheme(option.value)}
            role="menuitemradio"
            aria-checked={theme === option.value}
            rightSection={theme === option.value ? '✓' : null}
          >
            {option.label}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item component={Link} to="/logout">
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}
