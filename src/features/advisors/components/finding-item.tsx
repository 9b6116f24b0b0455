import { Button, Group, Paper, Stack, Text } from '@mantine/core'
import { IconCode, IconEyeOff, IconSparkles, IconTable } from '@tabler/icons-react'
import { ButtonLink } from '@/components/links'
import { useAskAssistant } from '@/features/assistant'
import type { Lint, LintFinding } from '@/features/database'
import { useAdvisorRulesAvailable } from '../use-advisor-rules-available'

/** What the assistant is asked about a finding: the lint, what was found, and the fix on offer. */
function assistantQuestion(lint: Lint, finding: LintFinding) {
  return [
    `The ${lint.category === 'SECURITY' ? 'security' : 'performance'} advisor reports "${lint.title}" (${lint.name}, ${lint.level}): ${finding.detail}`,
    `Why it matters: ${lint.description}`,
    finding.fixSql ? `Suggested fix:\n${finding.fixSql}` : `How to fix: ${lint.remediation}`,
    'Explain the risk for my project and write the SQL to fix it safely.',
  ].join('\n\n')
}

/** One finding: what was found, where, and what the user can do about it. */
export function FindingItem({ projectRef, lint, finding }: { projectRef: string; lint: Lint; finding: LintFinding }) {
  const ask = useAskAssistant(projectRef)
  const rulesAvailable = useAdvisorRulesAvailable()
  return (
    <Paper withBorder p="sm" radius="sm" component="li" aria-label={finding.entity}>
      <Stack gap={6}>
        <Text size="sm">{finding.detail}</Text>
        <Group gap="xs">
          {finding.table ? (
            <ButtonLink
              size="xs"
              variant="default"
              leftSection={<IconTable size={14} />}
              to="/project/$ref/editor/$id"
              params={{ ref: projectRef, id: String(finding.table.oid) }}
              aria-label={`Open ${finding.table.schema}.${finding.table.name} in the table editor`}
            >
              View table
            </ButtonLink>
          ) : null}
          {finding.fixSql ? (
            <ButtonLink
              size="xs"
              leftSection={<IconCode size={14} />}
              to="/project/$ref/sql/$id"
              params={{ ref: projectRef, id: 'new' }}
              search={{ snippet: finding.fixSql }}
              aria-label={`Open the fix for ${finding.entity} in the SQL editor`}
            >
              Fix in SQL editor
            </ButtonLink>
          ) : null}
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconSparkles size={14} />}
            aria-label={`Ask the assistant about ${finding.entity}`}
            onClick={() => void ask(assistantQuestion(lint, finding))}
          >
            Ask the assistant
          </Button>
          {rulesAvailable ? (
            <ButtonLink
              size="xs"
              variant="subtle"
              color="gray"
              leftSection={<IconEyeOff size={14} />}
              to="/project/$ref/advisors/rules/security"
              params={{ ref: projectRef }}
              search={{ lint: lint.name, entity: finding.entity }}
              aria-label={`Switch ${lint.title} off for ${finding.entity}`}
            >
              Switch off
            </ButtonLink>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  )
}
