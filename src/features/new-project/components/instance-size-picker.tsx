import { Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core'
import { INSTANCE_SIZES, INSTANCE_SIZE_LABELS, INSTANCE_SIZING, describeSizing, instanceSizeAllowed, type InstanceSize, type PlanId } from '@/features/plans'

/** Instance sizes with their sizing entries (SPEC §3/§9); the free plan keeps to micro. */
export function InstanceSizePicker({
  value,
  onChange,
  plan,
}: {
  value: InstanceSize
  onChange: (size: InstanceSize) => void
  plan: PlanId
}) {
  return (
    <Radio.Group label="Instance size" value={value} onChange={(next) => onChange(next as InstanceSize)}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
        {INSTANCE_SIZES.map((size) => {
          const sizing = describeSizing(INSTANCE_SIZING[size])
          const allowed = instanceSizeAllowed(size, plan)
          return (
            <Radio.Card
              key={size}
              value={size}
              disabled={!allowed}
              p="md"
              radius="md"
              aria-label={INSTANCE_SIZE_LABELS[size]}
              data-testid={`instance-size-${size}`}
            >
              <Group wrap="nowrap" align="flex-start">
                <Radio.Indicator disabled={!allowed} />
                <Stack gap={2}>
                  <Text fw={600}>{INSTANCE_SIZE_LABELS[size]}</Text>
                  <Text size="sm">
                    {sizing.cpu} · {sizing.memory}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {sizing.connections}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {sizing.diskIo}
                  </Text>
                  {allowed ? null : (
                    <Text size="xs" c="orange">
                      Available on paid plans.
                    </Text>
                  )}
                </Stack>
              </Group>
            </Radio.Card>
          )
        })}
      </SimpleGrid>
    </Radio.Group>
  )
}
