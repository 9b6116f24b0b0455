import { Alert, Badge, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { AnchorLink } from '@/components/links'
import { PageLoader } from '@/components/page-loader'
import {
  useDeclineInvitationMutation,
  useJoinOrganizationMutation,
  validateTokenQueryOptions,
  type InvitationToken,
} from '@/features/join/api/validate-token-query'
import { profileQueryOptions } from '@/features/profile/api/profile-query'
import { toast } from '@/lib/notify'


function Problem({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Alert color="red" title={title} role="alert">
      <Stack gap="xs">
        <Text size="sm">{children}</Text>
        <AnchorLink to="/organizations" size="sm">
          Go to your organizations
        </AnchorLink>
      </Stack>
    </Alert>
  )
}

/** /join?token=...: accept or decline an invitation to an organization. */
export function JoinPage({ token }: { token?: string }) {
  return (
    <Container size="sm" py="xl">
      <Title order={1} size="h2" mb="lg">
        Join organization
      </Title>
      {token ? (
        <Invitation token={token} />
      ) : (
        <Problem title="This invitation link is incomplete">
          The link has no invitation token. Open the link from your invitation email again.
        </Problem>
      )}
    </Container>
  )
}

function Invitation({ token }: { token: string }) {
  const check = useQuery(validateTokenQueryOptions(token))
  const { data: profile } = useQuery(profileQueryOptions())
  if (check.isPending) return <PageLoader />
  if (check.isError) return <Problem title="The invitation could not be checked">{check.error.message}</Problem>
  const invitation = check.data
  if (invitation.token_does_not_exist) {
    return (
      <Problem title="This invitation is not valid">
        The link may be mistyped, or the invitation was already used or withdrawn. Ask an owner of the organization to
        invite you again.
      </Problem>
    )
  }
  if (invitation.expired_token) {
    return (
      <Problem title="This invitation has expired">
        Invitations are valid for a limited time. Ask an owner of {invitation.organization_name ?? 'the organization'}{' '}
        to send you a new one.
      </Problem>
    )
  }
  if (!invitation.email_match) {
    return (
      <Problem title="This invitation is for another email address">
        It was sent to {invitation.invited_email ?? 'another address'}, but you are signed in as{' '}
        {profile?.primary_email ?? 'someone else'}. Sign in with the invited address to accept it.
      </Problem>
    )
  }
  return <Accept token={token} invitation={invitation} />
}

function Accept({ token, invitation }: { token: string; invitation: InvitationToken }) {
  const navigate = useNavigate()
  const join = useJoinOrganizationMutation(token)
  const decline = useDeclineInvitationMutation(token)
  const busy = join.isPending || decline.isPending
  return (
    <Paper withBorder p="lg">
      <Stack>
        <Text>
          You have been invited to join <strong>{invitation.organization_name}</strong>.
        </Text>
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            Your role:
          </Text>
          <Badge variant="light">{invitation.role_name ?? 'Member'}</Badge>
        </Group>
        {join.isError ? (
          <Alert color="red" title="You could not join the organization" role="alert">
            {join.error.message}
          </Alert>
        ) : null}
        <Group>
          <Button
            loading={join.isPending}
            disabled={busy}
            onClick={() =>
              join.mutate(undefined, {
                onSuccess: ({ organization_slug }) => {
                  toast.success(`You joined ${invitation.organization_name ?? organization_slug}.`)
                  void navigate({ to: '/org/$slug', params: { slug: organization_slug } })
                },
              })
            }
          >
            Join organization
          </Button>
          <Button
            variant="default"
            loading={decline.isPending}
            disabled={busy}
            onClick={() =>
              decline.mutate(undefined, {
                onSuccess: () => {
                  toast.info('You declined the invitation.')
                  void navigate({ to: '/organizations' })
                },
                onError: (error) => toast.error(`Failed to decline the invitation: ${error.message}`),
              })
            }
          >
            Decline
          </Button>
        </Group>
      </Stack>
    </Paper>
  )
}
