import { Alert, Button, Group, Modal, NumberInput, Select, Stack, Switch, TextInput } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { dialogWidth } from '@/components/dialog-sizes'
import type { BucketSettings } from '../api/bucket-mutations'
import type { Bucket } from '../api/schemas'
import { bucketNameError, parseMimeTypes, SIZE_UNITS, type SizeUnit } from '../bucket-rules'

export interface BucketFormValues extends BucketSettings {
  name: string
}

function initialLimit(bytes: number | null): { amount: number | string; unit: SizeUnit } {
  if (bytes === null) return { amount: 50, unit: 'MB' }
  const unit = (['GB', 'MB', 'KB'] as const).find((u) => bytes % SIZE_UNITS[u] === 0) ?? 'bytes'
  return { amount: bytes / SIZE_UNITS[unit], unit }
}

/** Create (no bucket) or edit a bucket: name rules, public / private, file size limit, allowed MIME types. */
export function BucketFormModal({
  opened,
  bucket,
  existingNames,
  saving,
  serverError,
  onClose,
  onSubmit,
}: {
  opened: boolean
  bucket?: Bucket | undefined
  existingNames: readonly string[]
  saving: boolean
  serverError?: string | undefined
  onClose: () => void
  onSubmit: (values: BucketFormValues) => void
}) {
  const [name, setName] = useState(bucket?.name ?? '')
  const [isPublic, setPublic] = useState(bucket?.public ?? false)
  const [limitOn, setLimitOn] = useState(bucket ? bucket.file_size_limit !== null : false)
  const initial = initialLimit(bucket?.file_size_limit ?? null)
  const [amount, setAmount] = useState<number | string>(initial.amount)
  const [unit, setUnit] = useState<SizeUnit>(initial.unit)
  const [mimeText, setMimeText] = useState(bucket?.allowed_mime_types?.join(', ') ?? '')
  const [touched, setTouched] = useState(false)

  const nameError = bucket ? null : bucketNameError(name, existingNames)
  const mime = parseMimeTypes(mimeText)
  const amountNumber = typeof amount === 'number' ? amount : Number(amount)
  const limitError =
    limitOn && !(Number.isFinite(amountNumber) && amountNumber > 0) ? 'Enter a size greater than 0' : null

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    if (nameError || mime.error || limitError) return
    onSubmit({
      name,
      public: isPublic,
      file_size_limit: limitOn ? Math.round(amountNumber * SIZE_UNITS[unit]) : null,
      allowed_mime_types: mime.types.length ? mime.types : null,
    })
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={bucket ? `Edit bucket "${bucket.name}"` : 'Create storage bucket'}
      size={dialogWidth('medium')}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label="Name of bucket"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            onBlur={() => setTouched(true)}
            disabled={Boolean(bucket)}
            error={touched ? nameError : null}
            data-autofocus
            required
          />
          <Switch
            label="Public bucket"
            description="Anyone can read any object without any authorization. Uploads and deletes still follow your policies."
            checked={isPublic}
            onChange={(e) => setPublic(e.currentTarget.checked)}
          />
          <Switch
            label="Restrict file upload size for bucket"
            checked={limitOn}
            onChange={(e) => setLimitOn(e.currentTarget.checked)}
          />
          {limitOn ? (
            <Group align="flex-start" grow>
              <NumberInput
                label="File size limit"
                min={0}
                value={amount}
                onChange={setAmount}
                error={touched ? limitError : null}
              />
              <Select
                label="Unit"
                data={Object.keys(SIZE_UNITS)}
                value={unit}
                onChange={(value) => value && setUnit(value as SizeUnit)}
                allowDeselect={false}
              />
            </Group>
          ) : null}
          <TextInput
            label="Allowed MIME types"
            description="Comma separated, wildcards allowed (image/*). Empty: any type."
            placeholder="image/png, image/jpeg, application/pdf"
            value={mimeText}
            onChange={(e) => setMimeText(e.currentTarget.value)}
            error={touched ? mime.error : null}
          />
          {serverError ? <Alert color="red">{serverError}</Alert> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              {bucket ? 'Save' : 'Create bucket'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
