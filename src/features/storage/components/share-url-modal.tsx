import { Alert, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { CopyButton } from '@/components/copy-button'
import { dialogWidth } from '@/components/dialog-sizes'
import { publicObjectUrl, signObject } from '../api/object-mutations'

const SIGNED_URL_EXPIRIES = [
  { value: String(60 * 60), label: '1 hour' },
  { value: String(24 * 60 * 60), label: '1 day' },
  { value: String(7 * 24 * 60 * 60), label: '1 week' },
  { value: String(30 * 24 * 60 * 60), label: '1 month' },
  { value: String(365 * 24 * 60 * 60), label: '1 year' },
]

/** A public URL (public buckets) or a signed URL with the chosen expiry, to copy. */
export function ShareUrlModal({
  projectRef,
  bucketId,
  isPublic,
  path,
  onClose,
}: {
  projectRef: string
  bucketId: string
  isPublic: boolean
  path: string
  onClose: () => void
}) {
  const [expiry, setExpiry] = useState(SIGNED_URL_EXPIRIES[1]!.value)
  const sign = useMutation({ mutationFn: (expiresIn: number) => signObject(projectRef, bucketId, path, expiresIn) })
  const url = isPublic ? publicObjectUrl(projectRef, bucketId, path) : sign.data
  return (
    <Modal opened onClose={onClose} title={isPublic ? 'Public URL' : 'Signed URL'} size={dialogWidth('medium')}>
      <Stack>
        <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
          {path}
        </Text>
        {isPublic ? null : (
          <Group align="flex-end">
            <Select
              label="Expires in"
              data={SIGNED_URL_EXPIRIES}
              value={expiry}
              onChange={(value) => value && setExpiry(value)}
              allowDeselect={false}
            />
            <Button onClick={() => sign.mutate(Number(expiry))} loading={sign.isPending}>
              Create signed URL
            </Button>
          </Group>
        )}
        {sign.isError ? <Alert color="red">{sign.error.message}</Alert> : null}
        {url ? (
          <Group align="flex-end" wrap="nowrap">
            <TextInput
              label={isPublic ? 'Public URL' : 'Signed URL'}
              value={url}
              readOnly
              style={{ flex: 1 }}
              onFocus={(e) => e.currentTarget.select()}
            />
            <CopyButton value={url} text="Copy URL" />
          </Group>
        ) : null}
      </Stack>
    </Modal>
  )
}
