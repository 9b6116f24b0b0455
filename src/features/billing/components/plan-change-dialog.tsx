import { List, Stack, Table, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { subscriptionPreviewQueryOptions } from '@/features/billing/api/subscription-query'
import { PLAN_MONTHLY_PRICE, PLAN_NAMES, planDifferences, planRank, type PlanCard, type PlanId } from '@/features/plans'
import { formatUsd } from '../format'

interface Props {
  slug: string
  from: PlanId
  target: PlanCard | undefined
  loading: boolean
  onConfirm: () => void
  onCancel: () => void
}

const price = (plan: PlanId) => {
  const value = PLAN_MONTHLY_PRICE[plan]
  return value === 'Custom' ? 'Custom' : `${formatUsd(value)} / month`
}

/** Confirms a plan change: the new monthly price, the server's preview, and what changes. */
export function PlanChangeDialog({ slug, from, target, loading, onConfirm, onCancel }: Props) {
  const to = target?.planId
  const preview = useQuery({ ...subscriptionPreviewQueryOptions(slug, target?.id ?? ''), enabled: Boolean(target) })
  const downgrade = to ? planRank(to) < planRank(from) : false
  const changes = to ? planDifferences(from, to) : []
  const monthly = preview.data ? `${formatUsd(preview.data.monthly_price)} / month` : to ? price(to) : ''
  return (
    <ConfirmDialog
      visible={Boolean(target)}
      title={to ? `Change to the ${PLAN_NAMES[to]} plan` : 'Change plan'}
      variant={downgrade ? 'warning' : 'success'}
      confirmLabel={to ? `${downgrade ? 'Downgrade' : 'Upgrade'} to ${PLAN_NAMES[to]}` : 'Confirm'}
      loading={loading}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {to ? (
        <Stack gap="sm">
          <Text data-testid="new-monthly-price">
            Your new monthly price is <strong>{monthly}</strong> (now {price(from)}).
          </Text>
          {preview.isError ? (
            <Text size="sm" c="red">
              The price preview could not be loaded: {preview.error.message}
            </Text>
          ) : null}
          {preview.data && preview.data.breakdown.length > 0 ? (
            <Table aria-label="Price breakdown" withRowBorders={false}>
              <Table.Tbody>
                {preview.data.breakdown.map((line) => (
                  <Table.Tr key={line.description}>
                    <Table.Td>{line.description}</Table.Td>
                    <Table.Td ta="right">{formatUsd(line.amount)}</Table.Td>
                  </Table.Tr>
                ))}
                <Table.Tr>
                  <Table.Td fw={600}>Charged now for the rest of this period</Table.Td>
                  <Table.Td ta="right" fw={600}>
                    {formatUsd(preview.data.amount_due_now)}
                  </Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
          ) : null}
          <Text size="sm" fw={600}>
            What changes
          </Text>
          <List size="sm" spacing={4} aria-label="What changes">
            {changes.map((change) => (
              <List.Item key={change.key}>
                {change.title}: {change.from} → {change.to}
              </List.Item>
            ))}
          </List>
        </Stack>
      ) : null}
    </ConfirmDialog>
  )
}
