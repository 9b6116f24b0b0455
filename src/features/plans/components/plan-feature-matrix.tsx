import { Badge, Table, Text, VisuallyHidden } from '@mantine/core'
import { IconCheck, IconMinus } from '@tabler/icons-react'
import { PLAN_OTHER_ROWS, PLAN_USAGE_ROWS, type FeatureValue, type PlanFeatureRow } from '../plan-features'
import { PLAN_IDS, PLAN_NAMES, type PlanId } from '../plan-ids'

function Value({ value }: { value: FeatureValue }) {
  if (value === true) {
    return (
      <>
        <IconCheck size={16} aria-hidden />
        <VisuallyHidden>Included</VisuallyHidden>
      </>
    )
  }
  if (value === false) {
    return (
      <>
        <IconMinus size={16} aria-hidden />
        <VisuallyHidden>Not included</VisuallyHidden>
      </>
    )
  }
  return <>{typeof value === 'string' ? value : value.join(', ')}</>
}

function Rows({ rows, currentPlan }: { rows: readonly PlanFeatureRow[]; currentPlan?: PlanId | undefined }) {
  return rows.map((row) => (
    <Table.Tr key={row.key} data-feature={row.key}>
      <Table.Th scope="row" fw={500}>
        {row.title}{' '}
        {row.usage_based ? (
          <Badge size="xs" variant="outline" color="gray">
            Usage-based
          </Badge>
        ) : null}
      </Table.Th>
      {PLAN_IDS.map((plan) => (
        <Table.Td
          key={plan}
          data-plan={plan}
          bg={plan === currentPlan ? 'var(--mantine-color-default-hover)' : undefined}
        >
          <Value value={row.values[plan]} />
        </Table.Td>
      ))}
      <Table.Td>
        {row.overage ?? (
          <Text span c="dimmed">
            n/a
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  ))
}

/** Every row of SPEC §9's plan table, then the other limits and rates, for all four plans. */
export function PlanFeatureMatrix({ currentPlan }: { currentPlan?: PlanId }) {
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table aria-label="Plan features" striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Feature</Table.Th>
            {PLAN_IDS.map((plan) => (
              <Table.Th key={plan}>{PLAN_NAMES[plan]}</Table.Th>
            ))}
            <Table.Th>Overage (Pro/Team)</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Rows rows={PLAN_USAGE_ROWS} currentPlan={currentPlan} />
          <Table.Tr>
            <Table.Th colSpan={6} scope="rowgroup">
              Other limits and rates
            </Table.Th>
          </Table.Tr>
          <Rows rows={PLAN_OTHER_ROWS} currentPlan={currentPlan} />
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
