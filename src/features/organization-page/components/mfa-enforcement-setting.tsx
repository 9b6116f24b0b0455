import { Alert, Paper, Stack, Switch, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { AnchorLink } from '@/components/links'
import { authUserQueryOptions } from '@/features/auth/api/auth-user-query'
import { mfaEnforcementQueryOptions, useMfaEnforcementMutation } from '@/features/organizations/api/mfa-enforcement-query'
import { toast } from '@/lib/notify'

export const MFA_SWITCH_LABEL = 'Require multi-factor authentication'
export const OWNER_NEEDS_FACTOR_MESSAGE =
  'Add an authenticator app to your own account first, so that turning this on cannot lock you out.'

/** The organization's security setting (CONTRACT §14): owners turn the MFA rule on and off. */
export function MfaEnforcementSetting({ slug, isOwner }: { slug: string; isOwner: boolean }) {
  const enforcement = useQuery(mfaEnforcementQueryOptions(slug))
  const user = useQuery(authUserQueryOptions())
  const update = useMfaEnforcementMutation(slug)
  const ownerHasFactor = (user.data?.factors ?? []).some((factor) => factor.status === 'verified')
  const enforced = enforcement.data?.enforced ?? false
  // Turning the rule off is always open to an owner; turning it on waits for their own verified factor.
  const canTurnOn = isOwner && ownerHasFactor
  const disabled = !enforcement.data || update.isPending || !isOwner || (!enforced && !canTurnOn)

  return (
    <Paper withBorder p="lg" maw={560}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Security
        </Title>
        {enforcement.isError ? (
          <Alert color="red" title="The MFA setting could not be loaded">
            {enforcement.error.message}
          </Alert>
        ) : null}
        <Switch
          label={MFA_SWITCH_LABEL}
          aria-label={MFA_SWITCH_LABEL}
          description="Members who signed in without a second factor can open only this organization's page until they add one."
          checked={enforced}
          disabled={disabled}
          onChange={(event) =>
            update.mutate(event.currentTarget.checked, {
              onSuccess: ({ enforced: now }) =>
                toast.success(now ? 'Members must now use multi-factor authentication.' : 'Multi-factor authentication is no longer required.'),
              onError: (error) => toast.error(`Failed to change the MFA rule: ${error.message}`),
            })
          }
        />
        {!isOwner ? (
          <Text size="sm" c="dimmed">
            Only owners of the organization change this setting.
          </Text>
        ) : !enforced && user.data && !ownerHasFactor ? (
          <Text size="sm">
            {OWNER_NEEDS_FACTOR_MESSAGE}{' '}
            <AnchorLink to="/account/security" search={{ returnTo: `/org/${slug}?tab=settings` }}>
              Add an authenticator app
            </AnchorLink>
          </Text>
        ) : null}
      </Stack>
    </Paper>
  )
}
