import { Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { scheduleWordsQueryOptions } from './cron-queries'

/** The schedule in words, when it can be put in words. */
export function ScheduleWords({ schedule }: { schedule: string }) {
  const { data } = useQuery(scheduleWordsQueryOptions(schedule))
  return data ? (
    <Text size="xs" c="dimmed">
      {data}
    </Text>
  ) : null
}
