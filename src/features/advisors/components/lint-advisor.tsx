import { Accordion, Alert, Button, Center, Group, Loader, SegmentedControl, Stack, Text } from '@mantine/core'
import { IconRefresh } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { EmptyState } from '@/components/empty-state'
import { AnchorLink } from '@/components/links'
import { toPgMetaError } from '@/features/database/api/pg-meta-error'
import type { LintCategory } from '@/features/database'
import { projectDetailQueryOptions } from '@/features/projects/api/project-detail-query'
import { LEVEL_ORDER, visibleGroups, type AdvisorGroup } from '../advisor-rules'
import { advisorExceptionsQueryOptions } from '../api/advisor-exceptions'
import { lintResultsQueryOptions } from '../api/lints-query'
import type { LevelFilter } from '../search'
import { FindingItem } from './finding-item'
import { LevelBadge, levelLabel } from './level-badge'

const CATEGORY_WORD: Record<LintCategory, string> = { SECURITY: 'security', PERFORMANCE: 'performance' }

/** The findings of one category of lints, grouped by lint and filtered by level, advisor rules applied. */
export function LintAdvisor({
  projectRef,
  category,
  level,
  onLevelChange,
}: {
  projectRef: string
  category: LintCategory
  level: LevelFilter
  onLevelChange: (level: LevelFilter) => void
}) {
  const { data: project } = useQuery(projectDetailQueryOptions(projectRef))
  const lints = useQuery(lintResultsQueryOptions({ projectRef, connectionString: project?.connectionString }, category))
  const exceptions = useQuery(advisorExceptionsQueryOptions(projectRef))

  const all = useMemo(
    () =>
      visibleGroups(
        (lints.data ?? []).filter((r) => r.lint.category === category),
        exceptions.data ?? [],
        LEVEL_ORDER,
      ),
    [lints.data, exceptions.data, category],
  )
  const shown = level === 'all' ? all : all.filter((group) => group.lint.level === level)
  const withFindings = shown
    .filter((group) => group.findings.length > 0)
    .sort((a, b) => LEVEL_ORDER.indexOf(a.lint.level) - LEVEL_ORDER.indexOf(b.lint.level))
  const openGroups = withFindings.map((g) => g.lint.name)
  const passed = shown.filter((group) => group.findings.length === 0 && group.hidden === 0)
  const hidden = all.reduce((sum, group) => sum + group.hidden, 0)
  const count = (l: LevelFilter) =>
    all.filter((g) => l === 'all' || g.lint.level === l).reduce((sum, g) => sum + g.findings.length, 0)

  if (lints.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label={`Running the ${CATEGORY_WORD[category]} checks`} />
      </Center>
    )
  }
  if (lints.isError) {
    return (
      <Alert color="red" variant="light" title="The checks could not run">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{toPgMetaError(lints.error).message}</Text>
          <Button size="xs" variant="default" onClick={() => void lints.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    )
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <SegmentedControl
          aria-label="Filter by level"
          value={level}
          onChange={(value) => onLevelChange(value as LevelFilter)}
          data={(['all', ...LEVEL_ORDER] as const).map((l) => ({
            value: l,
            label: `${l === 'all' ? 'All' : levelLabel(l) + 's'} (${count(l)})`,
          }))}
        />
        <Button
          variant="default"
          size="xs"
          leftSection={<IconRefresh size={14} />}
          loading={lints.isFetching}
          onClick={() => void lints.refetch()}
        >
          Rerun checks
        </Button>
      </Group>
      {exceptions.isError ? (
        <Alert color="yellow" variant="light" title="Advisor rules could not be loaded">
          Every finding is shown, including those your advisor rules switch off.
        </Alert>
      ) : null}
      {hidden > 0 ? (
        <Text size="sm" c="dimmed">
          {`${hidden} finding${hidden === 1 ? ' is' : 's are'} hidden by `}
          <AnchorLink to="/project/$ref/advisors/rules/security" params={{ ref: projectRef }}>
            advisor rules
          </AnchorLink>
          .
        </Text>
      ) : null}
      {withFindings.length === 0 ? (
        <EmptyState title={`No ${CATEGORY_WORD[category]} issues found`}>
          {level === 'all'
            ? `Every ${CATEGORY_WORD[category]} check passed on this database.`
            : `No ${levelLabel(level as Exclude<LevelFilter, 'all'>).toLowerCase()}-level ${CATEGORY_WORD[category]} issues. Choose All to see every level.`}
        </EmptyState>
      ) : (
        // Every group starts open; a new set of groups (after a fix or a filter) opens afresh.
        <Accordion key={openGroups.join()} multiple variant="separated" defaultValue={openGroups}>
          {withFindings.map((group) => (
            <LintGroup key={group.lint.name} projectRef={projectRef} group={group} />
          ))}
        </Accordion>
      )}
      {passed.length > 0 ? (
        <Text size="sm" c="dimmed">
          {`Passed: ${passed.map((g) => g.lint.title).join(', ')}.`}
        </Text>
      ) : null}
    </Stack>
  )
}

function LintGroup({ projectRef, group }: { projectRef: string; group: AdvisorGroup }) {
  const { lint, findings } = group
  return (
    <Accordion.Item value={lint.name} data-lint={lint.name}>
      <Accordion.Control>
        <Group gap="sm" wrap="nowrap">
          <LevelBadge level={lint.level} />
          <Text fw={500}>{lint.title}</Text>
          <Text size="sm" c="dimmed">
            {findings.length === 1 ? '1 finding' : `${findings.length} findings`}
          </Text>
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="sm">
          <Text size="sm">
            <Text span fw={600}>
              Why it matters:{' '}
            </Text>
            {lint.description}
          </Text>
          <Text size="sm">
            <Text span fw={600}>
              How to fix:{' '}
            </Text>
            {lint.remediation}
          </Text>
          <Stack
            gap="xs"
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={`${lint.title} findings`}
          >
            {findings.map((finding) => (
              <FindingItem key={finding.key} projectRef={projectRef} lint={lint} finding={finding} />
            ))}
          </Stack>
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  )
}
