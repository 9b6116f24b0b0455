import { Modal, Stack, Text } from '@mantine/core'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { dialogWidth } from '@/components/dialog-sizes'
import { TotpCodeForm } from '@/features/auth'
import { useUnenrollFactorMutation } from '@/features/auth/api/factor-unenroll-mutation'
import { toast } from '@/lib/notify'

interface Factor {
  id: string
  name: string
  verified: boolean
}

/**
 * Removing an authenticator app. A verified one goes only with an aal2 session (GoTrue's rule): an aal1
 * session gives one of its codes first, which also raises the session to aal2.
 */
export function RemoveFactorDialog({ factor, needsCode, codeFactorId, onClose }: {
  factor: Factor | undefined
  needsCode: boolean
  /** The verified factor whose code is asked (the one being removed, if verified). */
  codeFactorId: string | undefined
  onClose: () => void
}) {
  const unenroll = useUnenrollFactorMutation()
  const remove = () => {
    if (!factor) return
    unenroll.mutate(factor.id, {
      onSuccess: () => {
        toast.success(`Removed ${factor.name}.`)
        onClose()
      },
      onError: (error) => toast.error(`Failed to remove ${factor.name}: ${error.message}`),
    })
  }
  const title = `Remove ${factor?.name ?? 'authenticator app'}`
  if (factor && factor.verified && needsCode && codeFactorId) {
    return (
      <Modal opened onClose={onClose} title={title} closeButtonProps={{ 'aria-label': 'Close dialog' }} centered size={dialogWidth('small')}>
        <Stack gap="md">
          <Text size="sm">To remove an authenticator app, first confirm it is you with a code from one of your apps.</Text>
          <TotpCodeForm factorId={codeFactorId} submitLabel="Verify and remove" onVerified={remove} />
        </Stack>
      </Modal>
    )
  }
  return (
    <ConfirmDialog
      visible={Boolean(factor)}
      title={title}
      variant="danger"
      confirmLabel="Remove"
      onConfirm={remove}
      onCancel={onClose}
      loading={unenroll.isPending}
      size="small"
    >
      <Text size="sm">
        {factor?.verified
          ? 'Signing in will no longer ask for its codes. Organizations that require MFA will keep you out until you add another.'
          : 'This app was never verified; removing it changes nothing at sign-in.'}
      </Text>
    </ConfirmDialog>
  )
}
