import { Alert, Badge, Button, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { PageHeader } from '@/components/page-header'
import { sessionAal, useSessionStore } from '@/features/auth'
import { authUserQueryOptions } from '@/features/auth/api/auth-user-query'
import { toast } from '@/lib/notify'
import { formatDay } from '../format'
import { EnrollFactorDialog } from './enroll-factor-dialog'
import { RemoveFactorDialog } from './remove-factor-dialog'

/** At most two TOTP factors a person (CONTRACT §14). */
export const MAX_FACTORS = 2
export const ENROLLED_MESSAGE = 'Authenticator app added. This session is now verified with multi-factor authentication.'

const factorName = (factor: { friendly_name?: string | null | undefined }, index: number) =>
  factor.friendly_name || `Authenticator app ${index + 1}`

/** /account/security: the person's authenticator apps (CONTRACT §14). `returnTo`: where to go once one is added. */
export function SecurityPage({ returnTo }: { returnTo: string | undefined }) {
  const { data: user } = useSuspenseQuery(authUserQueryOptions())
  const aal = useSessionStore((state) => sessionAal(state.session))
  const router = useRouter()
  const [adding, setAdding] = useState(false)
  // Whether a code is asked is fixed when the dialog opens: the code itself raises the session to aal2.
  const [removing, setRemoving] = useState<{ id: string; name: string; verified: boolean; needsCode: boolean }>()
  const factors = user.factors.filter((factor) => factor.factor_type === 'totp')
  const verified = factors.filter((factor) => factor.status === 'verified')
  const full = verified.length >= MAX_FACTORS

  const onEnrolled = () => {
    setAdding(false)
    toast.success(ENROLLED_MESSAGE)
    if (returnTo) void router.navigate({ href: returnTo, replace: true })
  }

  return (
    <>
      <PageHeader
        title="Multi-factor authentication"
        description="A second step at sign-in: after your password, a 6-digit code from an authenticator app on your phone or computer."
        actions={
          <Button onClick={() => setAdding(true)} disabled={full}>
            Add authenticator app
          </Button>
        }
      />
      <Stack gap="md">
        {verified.length === 0 ? (
          <Alert color="yellow" title="Multi-factor authentication is off">
            Add an authenticator app to protect your account. Organizations that require MFA open to you only once you have one.
          </Alert>
        ) : verified.length === 1 ? (
          <Alert color="blue" title="Add a backup">
            We recommend a second authenticator app as a backup, so losing one device does not lock you out.
          </Alert>
        ) : (
          <Text size="sm" c="dimmed">
            You have {MAX_FACTORS} authenticator apps, the most an account can have. Remove one to add another.
          </Text>
        )}
        <Paper withBorder>
          {factors.length === 0 ? (
            <Text p="lg" c="dimmed">
              No authenticator apps yet.
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={420}>
              <Table verticalSpacing="sm" aria-label="Authenticator apps">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Name</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th>Added</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {factors.map((factor, index) => {
                    const name = factorName(factor, index)
                    const isVerified = factor.status === 'verified'
                    return (
                      <Table.Tr key={factor.id}>
                        <Table.Td style={{ wordBreak: 'break-word' }}>{name}</Table.Td>
                        <Table.Td>
                          <Badge variant="light" color={isVerified ? 'green' : 'gray'}>
                            {isVerified ? 'Verified' : 'Not verified'}
                          </Badge>
                        </Table.Td>
                        <Table.Td>{formatDay(factor.created_at)}</Table.Td>
                        <Table.Td>
                          <Group justify="flex-end">
                            <Button
                              variant="default"
                              color="red"
                              size="xs"
                              aria-label={`Remove ${name}`}
                              onClick={() => setRemoving({ id: factor.id, name, verified: isVerified, needsCode: aal !== 'aal2' })}
                            >
                              Remove
                            </Button>
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    )
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Paper>
      </Stack>
      <EnrollFactorDialog opened={adding} onClose={() => setAdding(false)} onEnrolled={onEnrolled} />
      {removing ? (
        <RemoveFactorDialog
          factor={removing}
          needsCode={removing.needsCode}
          codeFactorId={removing.verified ? removing.id : verified[0]?.id}
          onClose={() => setRemoving(undefined)}
        />
      ) : null}
    </>
  )
}
