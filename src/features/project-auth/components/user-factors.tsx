import { Alert, Button, Group, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { ConfirmDialog } from '@/components/confirm-dialog'
import type { AuthUserDetail } from '@/features/database'
import { useAuthAdmin } from '../api/auth-admin-mutations'
import { errorText } from './user-name'

type Factor = AuthUserDetail['factors'][number]

/** The user's MFA factors, each removable after confirmation. */
export function UserFactors({ projectRef, user }: { projectRef: string; user: AuthUserDetail }) {
  const { removeFactor } = useAuthAdmin(projectRef)
  const [removing, setRemoving] = useState<Factor | null>(null)
  const name = (factor: Factor) => factor.friendly_name || factor.factor_type
  return (
    <>
      <Title order={3} size="h5">
        MFA factors
      </Title>
      {user.factors.length === 0 ? <Text size="sm" c="dimmed">No MFA factors.</Text> : null}
      {user.factors.map((factor) => (
        <Group key={factor.id} justify="space-between" wrap="nowrap">
          <Text size="sm">
            {name(factor)} ({factor.factor_type}, {factor.status})
          </Text>
          <Button size="compact-xs" color="red" variant="light" onClick={() => (removeFactor.reset(), setRemoving(factor))}>
            Remove factor {name(factor)}
          </Button>
        </Group>
      ))}
      <ConfirmDialog
        visible={removing !== null}
        title={`Remove MFA factor ${removing ? name(removing) : ''}`}
        variant="danger"
        confirmLabel="Remove factor"
        loading={removeFactor.isPending}
        onConfirm={() =>
          removing && removeFactor.mutate({ id: user.id, factorId: removing.id }, { onSuccess: () => setRemoving(null) })
        }
        onCancel={() => setRemoving(null)}
      >
        <Text size="sm">The user signs in without this factor until they enrol a new one.</Text>
        {removeFactor.error ? (
          <Alert color="red" mt="sm" title="The factor was not removed">
            {errorText(removeFactor.error)}
          </Alert>
        ) : null}
      </ConfirmDialog>
    </>
  )
}
