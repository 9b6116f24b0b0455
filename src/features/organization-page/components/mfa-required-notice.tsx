import { Alert, Stack, Text } from '@mantine/core'
import { IconShieldLock } from '@tabler/icons-react'
import { ButtonLink } from '@/components/links'

export const MFA_REQUIRED_TITLE = 'This organization requires multi-factor authentication'

/**
 * SPEC §5's MFA rule, said in words with its way out (CONTRACT §14): the person kept on /org/{slug}
 * adds an authenticator app and comes back to where they were going.
 */
export function MfaRequiredNotice({ organizationName, returnTo }: { organizationName: string; returnTo: string }) {
  return (
    <Alert color="yellow" icon={<IconShieldLock size={20} aria-hidden />} title={MFA_REQUIRED_TITLE} mb="lg">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          Members of {organizationName} must sign in with multi-factor authentication (MFA) to open its projects,
          billing and other pages. This session was signed in without it.
        </Text>
        <Text size="sm">
          Add an authenticator app to your account: this session is verified as soon as the app is added, and you
          continue where you were going.
        </Text>
        <ButtonLink to="/account/security" search={{ returnTo }}>
          Set up multi-factor authentication
        </ButtonLink>
      </Stack>
    </Alert>
  )
}
