import { Container, Group } from '@mantine/core'
import { Outlet } from '@tanstack/react-router'
import { ButtonLink } from '@/components/links'
import { LayoutNotFound } from '@/components/layout-not-found'

export const NO_SIGNED_IN_PERSON_TITLE = 'No signed-in person'
export const NO_SIGNED_IN_PERSON_MESSAGE =
  'This dashboard runs without an auth service, so nobody is signed in: there is no account to show. Set authUrl in config.json to sign people in.'

const PAGES = [
  { to: '/account/me', label: 'Profile' },
  { to: '/account/security', label: 'Security' },
  { to: '/account/tokens', label: 'Access tokens' },
  { to: '/account/audit', label: 'Audit log' },
] as const

/** The person's own pages (CONTRACT §14), outside every organization. `signedIn`: whether anyone can be signed in. */
export function AccountLayout({ signedIn }: { signedIn: boolean }) {
  if (!signedIn) return <LayoutNotFound title={NO_SIGNED_IN_PERSON_TITLE} message={NO_SIGNED_IN_PERSON_MESSAGE} />
  return (
    <Container size="md" px={0}>
      <Group component="nav" aria-label="Account" gap="xs" mb="lg" wrap="wrap">
        {PAGES.map((page) => (
          <ButtonLink key={page.to} to={page.to} variant="subtle" size="compact-md" activeProps={{ variant: 'light' }}>
            {page.label}
          </ButtonLink>
        ))}
      </Group>
      <Outlet />
    </Container>
  )
}
