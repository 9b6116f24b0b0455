import { Alert, Button, Group, Paper, Select, Stack, Table, Text, Textarea, Title } from '@mantine/core'
import { formatDate } from '@/lib/format/date-time'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { EmptyState } from '@/components/empty-state'
import { PageHeader } from '@/components/page-header'
import { LINTS } from '@/features/database'
import { useOpenFeaturePreviews } from '@/features/feature-previews'
import { FEATURE_PREVIEW_KEYS } from '@/features/feature-previews'
import { useAdvisorRulesAvailable } from '../use-advisor-rules-available'
import { projectDetailQueryOptions } from '@/features/projects/api/project-detail-query'
import { toast } from '@/lib/notify'
import {
  advisorExceptionsQueryOptions,
  useCreateAdvisorExceptionMutation,
  useDeleteAdvisorExceptionsMutation,
  type AdvisorException,
} from '../api/advisor-exceptions'
import { lintResultsQueryOptions } from '../api/lints-query'

const WHOLE_PROJECT = 'Whole project'
const lintTitle = (name: string) => LINTS.find((lint) => lint.name === name)?.title ?? name

/**
 * SPEC §2 Advisor rules: switch a lint off for the project, or for one entity, with a note. On the
 * hosted platform the page is the 'Disable Advisor rules' feature preview (SPEC §2, §4); self-hosted,
 * where platform-only previews are hidden, the rules are kept in this browser and the page is open.
 */
export function AdvisorRulesPage({
  projectRef,
  initialLint,
  initialEntity,
}: {
  projectRef: string
  initialLint?: string | undefined
  initialEntity?: string | undefined
}) {
  const openPreviews = useOpenFeaturePreviews()
  const gated = !useAdvisorRulesAvailable()
  return (
    <>
      <PageHeader title="Advisor rules" description="Choose which security advisor rules apply to this project." />
      {gated ? (
        <EmptyState
          title="Advisor rules are a feature preview"
          action={<Button onClick={() => openPreviews(FEATURE_PREVIEW_KEYS.advisorRules)}>Enable the preview</Button>}
        >
          Turn on the 'Disable Advisor rules' feature preview to switch advisor lints off for this project or for single
          tables, functions and extensions.
        </EmptyState>
      ) : (
        <AdvisorRules projectRef={projectRef} initialLint={initialLint} initialEntity={initialEntity} />
      )}
    </>
  )
}

function AdvisorRules({
  projectRef,
  initialLint,
  initialEntity,
}: {
  projectRef: string
  initialLint: string | undefined
  initialEntity: string | undefined
}) {
  const exceptions = useQuery(advisorExceptionsQueryOptions(projectRef))
  const remove = useDeleteAdvisorExceptionsMutation(projectRef)
  const [removing, setRemoving] = useState<AdvisorException | null>(null)
  return (
    <Stack gap="lg">
      <NewRuleForm projectRef={projectRef} initialLint={initialLint} initialEntity={initialEntity} />
      <Stack gap="xs">
        <Title order={2} size="h4">
          Rules of this project
        </Title>
        {exceptions.isPending ? (
          <Text size="sm" c="dimmed">
            Loading the rules…
          </Text>
        ) : exceptions.isError ? (
          <Alert color="red" variant="light" title="Could not load the rules">
            {exceptions.error.message}
          </Alert>
        ) : exceptions.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            No rules yet: every lint applies to every entity.
          </Text>
        ) : (
          <Table aria-label="Advisor rules" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Lint</Table.Th>
                <Table.Th>Applies to</Table.Th>
                <Table.Th>Note</Table.Th>
                <Table.Th>Added</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {exceptions.data.map((rule) => (
                <Table.Tr key={rule.id}>
                  <Table.Td>{lintTitle(rule.lint_name)}</Table.Td>
                  <Table.Td>{rule.entity || WHOLE_PROJECT}</Table.Td>
                  <Table.Td>{rule.note}</Table.Td>
                  <Table.Td>{formatDate(rule.created_at)}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      aria-label={`Remove the rule for ${lintTitle(rule.lint_name)} on ${rule.entity || WHOLE_PROJECT}`}
                      onClick={() => setRemoving(rule)}
                    >
                      Remove
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
      <ConfirmDialog
        visible={removing !== null}
        title="Remove advisor rule"
        variant="warning"
        confirmLabel="Remove rule"
        loading={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate([removing.id], {
            onSuccess: () => {
              setRemoving(null)
              toast.success('Rule removed')
            },
          })
        }
      >
        <Text size="sm">
          {removing ? `${lintTitle(removing.lint_name)} will report ${removing.entity || 'every entity'} again.` : null}
        </Text>
        {remove.isError ? (
          <Alert color="red" variant="light" title="Could not remove the rule">
            {remove.error.message}
          </Alert>
        ) : null}
      </ConfirmDialog>
    </Stack>
  )
}

function NewRuleForm({
  projectRef,
  initialLint,
  initialEntity,
}: {
  projectRef: string
  initialLint: string | undefined
  initialEntity: string | undefined
}) {
  const { data: project } = useQuery(projectDetailQueryOptions(projectRef))
  const lints = useQuery(lintResultsQueryOptions({ projectRef, connectionString: project?.connectionString }, 'all'))
  const create = useCreateAdvisorExceptionMutation(projectRef)
  const known = LINTS.some((lint) => lint.name === initialLint)
  const [lintName, setLintName] = useState<string | null>(known ? initialLint! : null)
  const [entity, setEntity] = useState<string | null>((known && initialEntity) || WHOLE_PROJECT)
  const [note, setNote] = useState('')
  const [tried, setTried] = useState(false)

  const entities = lints.data?.find((r) => r.lint.name === lintName)?.findings.map((f) => f.entity) ?? []
  const noteError = tried && !note.trim() ? 'Say why the rule is switched off, for whoever reads this later.' : null
  const lintError = tried && !lintName ? 'Choose a lint.' : null

  const submit = () => {
    setTried(true)
    if (!lintName || !note.trim()) return
    create.mutate(
      { lint_name: lintName, entity: entity && entity !== WHOLE_PROJECT ? entity : undefined, note: note.trim() },
      {
        onSuccess: () => {
          toast.success('Rule added')
          setNote('')
          setTried(false)
        },
      },
    )
  }

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="form"
      aria-label="New advisor rule"
      onSubmit={(e) => {
        e.preventDefault()
        submit()
      }}
    >
      <Stack gap="sm">
        <Title order={2} size="h4">
          Switch a lint off
        </Title>
        <Group grow align="flex-start" wrap="wrap">
          <Select
            label="Lint"
            placeholder="Choose a lint"
            searchable
            value={lintName}
            onChange={(value) => {
              setLintName(value)
              setEntity(WHOLE_PROJECT)
            }}
            error={lintError}
            data={(['SECURITY', 'PERFORMANCE'] as const).map((category) => ({
              group: category === 'SECURITY' ? 'Security' : 'Performance',
              items: LINTS.filter((lint) => lint.category === category).map((lint) => ({
                value: lint.name,
                label: lint.title,
              })),
            }))}
          />
          <Select
            label="Applies to"
            description="The whole project, or one entity the lint reports now"
            value={entity}
            onChange={setEntity}
            allowDeselect={false}
            data={[...new Set([WHOLE_PROJECT, ...entities, ...(entity ? [entity] : [])])]}
          />
        </Group>
        <Textarea
          label="Note"
          placeholder="Why this does not apply, e.g. the table is only read by the service role"
          autosize
          minRows={2}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          error={noteError}
        />
        {create.isError ? (
          <Alert color="red" variant="light" title="Could not add the rule">
            {create.error.message}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={create.isPending}>
            Add rule
          </Button>
        </Group>
      </Stack>
    </Paper>
  )
}
