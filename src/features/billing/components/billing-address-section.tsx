import { Button, Group, SimpleGrid, TextInput } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { PermissionAction, PermissionButton, PermissionResource, useCheckPermission } from '@/features/permissions'
import { toast } from '@/lib/notify'
import {
  billingAddressQueryOptions,
  useBillingAddressMutation,
  type BillingAddress,
} from '../api/billing-address-query'
import { BillingSection, QueryState } from './billing-section'

export const LINE1_REQUIRED = 'Address line 1 is required'
const FIELDS = [
  ['line1', 'Address line 1'],
  ['line2', 'Address line 2'],
  ['city', 'City'],
  ['state', 'State or region'],
  ['postal_code', 'Postal code'],
  ['country', 'Country'],
] as const
type Field = (typeof FIELDS)[number][0]

/** #address: the billing address form; line1 is required. */
export function BillingAddressSection({ slug }: { slug: string }) {
  const address = useQuery(billingAddressQueryOptions(slug))
  return (
    <BillingSection
      id="address"
      title="Billing address"
      description="Shown on your invoices. Registered businesses should also add a tax ID."
    >
      <QueryState isPending={address.isPending} error={address.error} what="The billing address" />
      {address.data ? <AddressForm key={address.dataUpdatedAt} slug={slug} initial={address.data} /> : null}
    </BillingSection>
  )
}

function AddressForm({ slug, initial }: { slug: string; initial: BillingAddress }) {
  const { can } = useCheckPermission(PermissionAction.BILLING_WRITE, PermissionResource.STRIPE_CUSTOMER, undefined, {
    organizationSlug: slug,
  })
  const save = useBillingAddressMutation(slug)
  const [values, setValues] = useState<Record<Field, string>>(
    () => Object.fromEntries(FIELDS.map(([field]) => [field, initial[field] ?? ''])) as Record<Field, string>,
  )
  const [error, setError] = useState<string>()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!values.line1.trim()) return setError(LINE1_REQUIRED)
    setError(undefined)
    const address = Object.fromEntries(FIELDS.map(([field]) => [field, values[field].trim() || null])) as BillingAddress
    save.mutate(address, {
      onSuccess: () => toast.success('Billing address saved.'),
      onError: (err) => toast.error(`Failed to save the billing address: ${err.message}`),
    })
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Billing address">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {FIELDS.map(([field, label]) => (
          <TextInput
            key={field}
            label={label}
            required={field === 'line1'}
            value={values[field]}
            onChange={(event) => {
              const value = event.currentTarget.value
              setValues((current) => ({ ...current, [field]: value }))
            }}
            error={field === 'line1' ? error : undefined}
            disabled={!can}
          />
        ))}
      </SimpleGrid>
      <Group justify="flex-end" mt="md">
        {can ? (
          <Button type="submit" loading={save.isPending}>
            Save address
          </Button>
        ) : (
          <PermissionButton allowed={false} reason="You need additional permissions to change the billing address.">
            Save address
          </PermissionButton>
        )}
      </Group>
    </form>
  )
}
