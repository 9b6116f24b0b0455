import { SimpleGrid, Stack, Text } from '@mantine/core'
import { useCustomerProfileQuery } from '../api/customer-profile-query'
import { BillingSection, QueryState } from './billing-section'

/** The billing customer profile; the query runs only with the billing-read permission (SPEC §6). */
export function CustomerProfileSection({ slug }: { slug: string }) {
  const customer = useCustomerProfileQuery(slug)
  return (
    <BillingSection id="customer" title="Billing contact">
      {customer.fetchStatus === 'idle' && customer.isPending ? (
        <Text size="sm" c="dimmed">
          You need the billing read permission to see the billing contact.
        </Text>
      ) : (
        <QueryState isPending={customer.isPending} error={customer.error} what="The billing contact" />
      )}
      {customer.data ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              Billing name
            </Text>
            <Text size="sm">{customer.data.billing_name ?? '—'}</Text>
          </Stack>
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              Billing email
            </Text>
            <Text size="sm">{customer.data.email ?? 'Unknown'}</Text>
          </Stack>
        </SimpleGrid>
      ) : null}
    </BillingSection>
  )
}
