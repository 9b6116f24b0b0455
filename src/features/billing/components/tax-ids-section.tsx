import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import {
  taxIdsQueryOptions,
  useAddTaxIdMutation,
  useRemoveTaxIdMutation,
} from '@/features/billing/api/tax-ids-query'
import { PermissionAction, PermissionButton, PermissionResource, useCheckPermission } from '@/features/permissions'
import { toast } from '@/lib/notify'
import { BillingSection, QueryState } from './billing-section'

export const TAX_ID_TYPES = [
  { value: 'eu_vat', label: 'EU VAT number' },
  { value: 'gb_vat', label: 'UK VAT number' },
  { value: 'us_ein', label: 'US EIN' },
  { value: 'ca_bn', label: 'Canadian BN' },
  { value: 'au_abn', label: 'Australian ABN' },
  { value: 'sg_uen', label: 'Singapore UEN' },
  { value: 'in_gst', label: 'Indian GST' },
]
const typeLabel = (type: string) => TAX_ID_TYPES.find((t) => t.value === type)?.label ?? type

export function TaxIdsSection({ slug }: { slug: string }) {
  const taxIds = useQuery(taxIdsQueryOptions(slug))
  const { can } = useCheckPermission(PermissionAction.BILLING_WRITE, PermissionResource.STRIPE_TAX_IDS, undefined, {
    organizationSlug: slug,
  })
  const add = useAddTaxIdMutation(slug)
  const remove = useRemoveTaxIdMutation(slug)
  const [type, setType] = useState<string | null>('eu_vat')
  const [value, setValue] = useState('')
  const [error, setError] = useState<string>()
  const reason = 'You need additional permissions to change the tax IDs of this organization.'

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!type || !value.trim()) return setError('Enter the tax ID')
    setError(undefined)
    add.mutate(
      { type, value: value.trim() },
      { onSuccess: () => setValue(''), onError: (err) => setError(err.message) },
    )
  }

  return (
    <BillingSection
      id="tax-ids"
      title="Tax IDs"
      description="Registered businesses: add your tax ID so it appears on your invoices."
    >
      <QueryState isPending={taxIds.isPending} error={taxIds.error} what="Tax IDs" />
      <Stack gap="xs">
        {taxIds.data?.length === 0 ? (
          <Text size="sm" c="dimmed">
            No tax ID yet.
          </Text>
        ) : null}
        {taxIds.data?.map((taxId) => (
          <Group key={taxId.id} gap="sm">
            <Text size="sm">
              {typeLabel(taxId.type)}: {taxId.value}
            </Text>
            <PermissionButton
              allowed={can}
              reason={reason}
              size="compact-xs"
              variant="subtle"
              color="red"
              loading={remove.isPending && remove.variables === taxId.id}
              onClick={() =>
                remove.mutate(taxId.id, {
                  onError: (err) => toast.error(`Failed to remove the tax ID: ${err.message}`),
                })
              }
              aria-label={`Remove tax ID ${taxId.value}`}
            >
              Remove
            </PermissionButton>
          </Group>
        ))}
      </Stack>
      <form onSubmit={submit} noValidate aria-label="Add a tax ID">
        <Group align="flex-end" gap="xs">
          <Select
            label="Tax ID type"
            data={TAX_ID_TYPES}
            value={type}
            onChange={setType}
            allowDeselect={false}
            disabled={!can}
            w={200}
          />
          <TextInput
            label="Tax ID"
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
            error={error}
            disabled={!can}
            style={{ flex: 1 }}
          />
          {can ? (
            <Button type="submit" loading={add.isPending}>
              Add tax ID
            </Button>
          ) : (
            <PermissionButton allowed={false} reason={reason}>
              Add tax ID
            </PermissionButton>
          )}
        </Group>
      </form>
    </BillingSection>
  )
}
