import { Alert, Avatar, Badge, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { PageHeader } from '@/components/page-header'
import { authUserQueryOptions } from '@/features/auth/api/auth-user-query'
import { useProfileQuery } from '@/features/profile/api/profile-query'
import { THEME_OPTIONS, themeSchema, useThemeStore } from '@/features/theme'
import { ProfileForm } from './profile-form'

const PROVIDER_NAMES: Record<string, string> = { email: 'Email and password', github: 'GitHub' }
const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined)

/** /account/me (CONTRACT §14). `hosted`: the platform's profile exists (self-hosted has only the auth service's user). */
export function ProfilePage({ hosted }: { hosted: boolean }) {
  const user = useQuery(authUserQueryOptions())
  const profile = useProfileQuery()
  const { theme, setTheme } = useThemeStore()
  const identities = user.data?.identities ?? []
  const identityData = identities.map((identity) => identity.identity_data ?? {})
  const avatar = identityData.map((data) => text(data.avatar_url)).find(Boolean)
  const email = (hosted ? profile.data?.primary_email : undefined) ?? user.data?.email ?? undefined

  return (
    <>
      <PageHeader title="Account" description="Your profile, your preferences in this browser, and how you sign in." />
      <Stack gap="lg">
        <Group gap="md">
          <Avatar src={avatar} alt="" size="lg" radius="xl" color="brand">
            {(profile.data?.username ?? email ?? '?').slice(0, 2).toUpperCase()}
          </Avatar>
          <Text fw={500}>{email}</Text>
        </Group>
        <section aria-labelledby="profile-heading">
          <Title order={2} size="h4" mb="sm" id="profile-heading">
            Profile
          </Title>
          {!hosted ? (
            <Alert color="gray">Names and usernames belong to the hosted platform; this dashboard has only the auth service&apos;s user.</Alert>
          ) : profile.isError ? (
            <Alert color="red" title="Your profile could not be loaded">
              {profile.error.message}
            </Alert>
          ) : profile.data ? (
            <ProfileForm key={profile.dataUpdatedAt} profile={profile.data} />
          ) : (
            <Text c="dimmed">Loading your profile…</Text>
          )}
        </section>
        <section aria-labelledby="preferences-heading">
          <Title order={2} size="h4" mb="sm" id="preferences-heading">
            Preferences
          </Title>
          <Paper withBorder p="lg">
            <Stack gap="xs">
              <Text size="sm" fw={500} id="theme-label">
                Theme
              </Text>
              <SegmentedControl
                aria-labelledby="theme-label"
                data={THEME_OPTIONS}
                value={theme}
                onChange={(value) => setTheme(themeSchema.parse(value))}
              />
              <Text size="xs" c="dimmed">
                Kept in this browser only.
              </Text>
            </Stack>
          </Paper>
        </section>
        <section aria-labelledby="identities-heading">
          <Title order={2} size="h4" mb="sm" id="identities-heading">
            Linked identities
          </Title>
          <Paper withBorder p="lg">
            {user.isError ? (
              <Text c="red">{user.error.message}</Text>
            ) : identities.length === 0 ? (
              <Text c="dimmed">{user.isPending ? 'Loading…' : 'No linked identities.'}</Text>
            ) : (
              <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {identities.map((identity, index) => (
                  <Group key={identity.id ?? index} component="li" gap="sm">
                    <Badge variant="light">{PROVIDER_NAMES[identity.provider] ?? identity.provider}</Badge>
                    <Text size="sm">{text(identityData[index]?.email) ?? text(identityData[index]?.user_name) ?? ''}</Text>
                  </Group>
                ))}
              </Stack>
            )}
          </Paper>
        </section>
      </Stack>
    </>
  )
}
