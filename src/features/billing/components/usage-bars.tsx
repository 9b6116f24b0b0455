import { Progress, SimpleGrid, Stack, Text } from '@mantine/core'
import { PLAN_USAGE_ROWS, type PlanId, type UsageQuota } from '@/features/plans'
import { formatBytes, formatCount } from '../format'

/** Bars turn yellow from 80 % of the included amount and red beyond it. */
export const USAGE_WARNING_RATIO = 0.8

const quotaRows = PLAN_USAGE_ROWS.filter(
  (row): row is Extract<(typeof PLAN_USAGE_ROWS)[number], { quota: UsageQuota }> => 'quota' in row,
)

const amount = (value: number, unit: UsageQuota['unit']) => (unit === 'bytes' ? formatBytes(value) : formatCount(value))

/** This period's usage against the plan's included amounts (SPEC §9 table). */
export function UsageBars({ plan, usages }: { plan: PlanId; usages: readonly { metric: string; usage: number }[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      {quotaRows.map((row) => {
        const used = usages.find((u) => u.metric === row.key)?.usage ?? 0
        if (plan === 'enterprise') {
          return (
            <Stack key={row.key} gap={4} data-usage={row.key}>
              <Text size="sm" fw={500}>
                {row.title}
              </Text>
              <Text size="sm">{amount(used, row.quota.unit)} used · custom limit</Text>
            </Stack>
          )
        }
        const included = row.quota.included[plan]
        const ratio = included > 0 ? used / included : 0
        const color = ratio > 1 ? 'red' : ratio >= USAGE_WARNING_RATIO ? 'yellow' : 'blue'
        const over = ratio > 1
        return (
          <Stack key={row.key} gap={4} data-usage={row.key}>
            <Text size="sm" fw={500}>
              {row.title}
            </Text>
            <Progress.Root
              role="progressbar"
              aria-label={`${row.title} usage`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(Math.min(100, ratio * 100))}
              aria-valuetext={`${amount(used, row.quota.unit)} of ${amount(included, row.quota.unit)} included`}
            >
              <Progress.Section value={Math.min(100, ratio * 100)} color={color} withAria={false} />
            </Progress.Root>
            <Text size="xs" c={over ? 'red' : 'dimmed'}>
              {amount(used, row.quota.unit)} of {amount(included, row.quota.unit)} included
              {over ? (plan === 'free' ? ' · over the Free plan quota' : ` · beyond it: ${row.overage}`) : ''}
            </Text>
          </Stack>
        )
      })}
    </SimpleGrid>
  )
}
