import { Badge, Group, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { paymentMethodsQueryOptions } from '@/features/billing/api/payment-methods-query'
import { BillingSection, QueryState } from './billing-section'

const BRANDS: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express' }

export function PaymentMethodsSection({ slug }: { slug: string }) {
  const methods = useQuery(paymentMethodsQueryOptions(slug))
  return (
    <BillingSection
      id="payment-methods"
      title="Payment methods"
      description="Invoices are charged to the default payment method."
    >
      <QueryState isPending={methods.isPending} error={methods.error} what="Payment methods" />
      {methods.data?.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          No payment method yet.
        </Text>
      ) : null}
      <Stack gap="xs">
        {methods.data?.data.map((method) => (
          <Group key={method.id} gap="sm" data-testid={`payment-method-${method.id}`}>
            <Text size="sm" fw={500}>
              {method.card
                ? `${BRANDS[method.card.brand] ?? method.card.brand} ending in ${method.card.last4}`
                : method.type}
            </Text>
            {method.card ? (
              <Text size="sm" c="dimmed">
                Expires {String(method.card.exp_month).padStart(2, '0')}/{method.card.exp_year}
              </Text>
            ) : null}
            {method.id === methods.data.defaultPaymentMethodId ? <Badge variant="light">Default</Badge> : null}
          </Group>
        ))}
      </Stack>
    </BillingSection>
  )
}
