import { Badge } from '@mantine/core'
import type { LintLevel } from '@/features/database'

const LEVEL: Record<LintLevel, { label: string; color: string }> = {
  ERROR: { label: 'Error', color: 'red' },
  WARN: { label: 'Warning', color: 'yellow' },
  INFO: { label: 'Info', color: 'blue' },
}

export const levelLabel = (level: LintLevel) => LEVEL[level].label

export function LevelBadge({ level }: { level: LintLevel }) {
  return (
    <Badge color={LEVEL[level].color} variant="light" size="sm">
      {LEVEL[level].label}
    </Badge>
  )
}
