import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { toast } from '@/lib/notify'
import { NEW_KEY_ALGORITHMS, useCreateStandbyKey, type NewKeyAlgorithm } from '../api/signing-keys'

const ALGORITHM_HELP: Record<NewKeyAlgorithm, string> = {
  ES256: 'ECDSA with the P-256 curve: small, fast, widely supported (recommended).',
  RS256: 'RSA with SHA-256: the most widely supported, larger tokens.',
  EdDSA: 'Ed25519: small and fast, supported by fewer libraries.',
}

/** A new key starts as standby: published for verification, signing nothing until a rotation. */
export function CreateStandbyKeyDialog({ projectRef, opened, onClose }: { projectRef: string; opened: boolean; onClose: () => void }) {
  const [algorithm, setAlgorithm] = useState<NewKeyAlgorithm>('ES256')
  const create = useCreateStandbyKey(projectRef)
  const close = () => {
    create.reset()
    onClose()
  }
  return (
    <Modal opened={opened} onClose={close} title="Create a standby key">
      <form
        onSubmit={(event) => {
          event.preventDefault()
          create.mutate(algorithm, {
            onSuccess: () => {
              toast.success('The standby key was created. Rotate to it when your clients know it.')
              close()
            },
          })
        }}
      >
        <Stack>
          <Text size="sm">
            The standby key is published in your project&apos;s key set at once, so verifiers learn it before it signs anything. It
            starts signing tokens only when you rotate to it.
          </Text>
          <Radio.Group label="Algorithm" value={algorithm} onChange={(value) => setAlgorithm(value as NewKeyAlgorithm)}>
            <Stack gap="xs" mt="xs">
              {NEW_KEY_ALGORITHMS.map((value) => (
                <Radio key={value} value={value} label={value} description={ALGORITHM_HELP[value]} />
              ))}
            </Stack>
          </Radio.Group>
          {create.isError ? (
            <Text size="sm" c="red" role="alert">
              {create.error.message}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create standby key
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
