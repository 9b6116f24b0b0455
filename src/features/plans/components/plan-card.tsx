import { Alert, Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import type { PlanCard as PlanCardData } from '../plan-cards'

/** One pricing plan card exactly as SPEC §3 describes it; the caller supplies its action. */
export function PlanCard({
  card,
  action,
  current = false,
}: {
  card: PlanCardData
  action: ReactNode
  current?: boolean
}) {
  const headingId = `plan-${card.id}`
  return (
    <Card
      withBorder
      padding="lg"
      radius="md"
      component="article"
      aria-labelledby={headingId}
      data-plan={card.planId}
      data-testid={card.id}
      style={current ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h4" id={headingId}>
            {card.name}
          </Title>
          <Group gap={4}>
            {card.nameBadge ? <Badge variant="filled">{card.nameBadge}</Badge> : null}
            {current ? <Badge variant="outline">Current plan</Badge> : null}
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          {card.description}
        </Text>
        <div>
          {card.priceLabel ? (
            <Text size="xs" c="dimmed" data-testid="price-label">
              {card.priceLabel}
            </Text>
          ) : null}
          <Group gap={6} align="baseline">
            <Text fz={32} fw={700} lh={1} data-testid="price">
              {card.priceMonthly === 'Custom' ? 'Custom' : `$${card.priceMonthly}`}
            </Text>
            {card.costUnit ? (
              <Text size="sm" c="dimmed" data-testid="cost-unit">
                {card.costUnit}
              </Text>
            ) : null}
          </Group>
        </div>
        {card.warning ? (
          <Alert variant="light" color="blue" p="xs" data-testid="plan-warning">
            <Text size="xs">{card.warning}</Text>
          </Alert>
        ) : null}
        {action}
        <Text size="sm" fw={600}>
          {card.preface}
        </Text>
        <List size="sm" spacing={6} style={{ flex: 1 }}>
          {card.features.map((feature) => {
            const [included, overage] = typeof feature === 'string' ? [feature, undefined] : feature
            return (
              <List.Item key={included}>
                {included}
                {overage ? (
                  <Text span size="xs" c="dimmed" display="block">
                    {overage}
                  </Text>
                ) : null}
              </List.Item>
            )
          })}
        </List>
        {card.footer ? (
          <Text size="xs" c="dimmed" data-testid="plan-footer">
            {card.footer}
          </Text>
        ) : null}
      </Stack>
    </Card>
  )
}
