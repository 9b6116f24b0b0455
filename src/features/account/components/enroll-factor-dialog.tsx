import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core'
import { dialogWidth } from '@/components/dialog-sizes'
import { useState, type FormEvent } from 'react'
import { codeErrorMessage, TotpCodeForm } from '@/features/auth'
import { useEnrollFactorMutation } from '@/features/auth/api/factor-enroll-mutation'
import { useUnenrollFactorMutation } from '@/features/auth/api/factor-unenroll-mutation'
import type { EnrolledFactor } from '@/features/auth/api/mfa-schemas'
import { CopyValue } from './copy-value'
import { QrCodeImage } from './qr-code-image'

export const DEFAULT_FACTOR_NAME = 'Authenticator app'
const NAME_MAX = 60

/**
 * Adding an authenticator app (CONTRACT §14): a name, then the QR code (and the secret and URI as text
 * for apps that cannot scan the screen they are on), then a code. Cancelling drops the unverified factor.
 */
export function EnrollFactorDialog({ opened, onClose, onEnrolled }: { opened: boolean; onClose: () => void; onEnrolled: () => void }) {
  const enroll = useEnrollFactorMutation()
  const unenroll = useUnenrollFactorMutation()
  const [name, setName] = useState(DEFAULT_FACTOR_NAME)
  const [nameError, setNameError] = useState<string>()
  const [factor, setFactor] = useState<EnrolledFactor>()

  const reset = () => {
    setFactor(undefined)
    setName(DEFAULT_FACTOR_NAME)
    setNameError(undefined)
  }
  const cancel = () => {
    if (factor) unenroll.mutate(factor.id)
    reset()
    onClose()
  }
  const start = (event: FormEvent) => {
    event.preventDefault()
    const trimmed = name.trim()
    if (!trimmed) return setNameError('Enter a name, so you can tell your authenticator apps apart.')
    if (trimmed.length > NAME_MAX) return setNameError(`A name has at most ${NAME_MAX} characters.`)
    setNameError(undefined)
    enroll.mutate(trimmed, { onSuccess: setFactor, onError: (error) => setNameError(codeErrorMessage(error)) })
  }

  return (
    <Modal opened={opened} onClose={cancel} title="Add an authenticator app" closeButtonProps={{ 'aria-label': 'Close dialog' }} centered size={dialogWidth('medium')}>
      {factor ? (
        <Stack gap="md">
          <Text size="sm">
            1. Scan this QR code with your authenticator app (for example 1Password, Authy or Google Authenticator).
          </Text>
          <Group justify="center">
            <QrCodeImage svg={factor.totp.qr_code} secret={factor.totp.secret} />
          </Group>
          <Text size="sm">Cannot scan it? Enter this secret in the app, or copy it into your password manager:</Text>
          <CopyValue value={factor.totp.secret} label="Secret" />
          <Text size="sm">Or open this setup link on the device with the app:</Text>
          <CopyValue value={factor.totp.uri} label="Setup link" />
          <Text size="sm">2. Enter the 6-digit code the app shows for {factor.friendly_name || name}.</Text>
          <TotpCodeForm
            factorId={factor.id}
            submitLabel="Verify and enable"
            onVerified={() => {
              reset()
              onEnrolled()
            }}
            actions={
              <Button variant="default" onClick={cancel}>
                Cancel
              </Button>
            }
          />
        </Stack>
      ) : (
        <form onSubmit={start} noValidate>
          <Stack gap="md">
            <TextInput
              label="Name"
              description="Shown in your list of authenticator apps, e.g. the phone it is on."
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              error={nameError}
              required
              data-autofocus
            />
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={cancel}>
                Cancel
              </Button>
              <Button type="submit" loading={enroll.isPending}>
                Continue
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  )
}
