import { Divider, Modal, Stack, Text, useMatches } from '@mantine/core'
import { useMutation, useQuery } from '@tanstack/react-query'
import { dialogWidth } from '@/components/dialog-sizes'
import { policyCheckSql, QueryError, type TableName } from '@/features/database'
import { runBuiltSql, useProjectConnection } from '../api/run-built-sql'
import { QueryRows } from '../components/query-status'
import { tableQueryOptions } from '../tables/tables-queries'
import { PolicyCheckForm, type PolicyCheckRequest } from './policy-check-form'
import { PolicyCheckResultView } from './policy-check-result'

/**
 * The policy check of one table (CONTRACT §15): the question on top, the answer under it. The role is
 * the form's own, never the page's stored "view as" choice.
 */
export function PolicyCheckModal({ projectRef, table, onClose }: { projectRef: string; table: TableName & { id: number }; onClose: () => void }) {
  const connection = useProjectConnection(projectRef)
  const detail = useQuery(tableQueryOptions(connection, table.id))
  const label = `${table.schema}.${table.name}`
  const check = useMutation({
    mutationFn: async (request: PolicyCheckRequest) => {
      const [row] = await runBuiltSql(connection, policyCheckSql({ table, ref: projectRef, ...request }))
      if (!row) throw new Error('The database gave no answer to the check')
      return { request, result: row.result }
    },
  })
  const fullScreen = useMatches({ base: true, sm: false })
  return (
    <Modal opened onClose={onClose} title={`Policy check: ${label}`} closeButtonProps={{ 'aria-label': 'Close dialog' }} size={dialogWidth('xlarge')} fullScreen={fullScreen}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Evaluates each policy of this table for one row under the chosen role and claims, and asks Postgres itself. Nothing is written: the check runs in a transaction that is rolled back.
        </Text>
        <QueryRows query={detail} what="table" empty="This table does not exist (any more).">
          {([found]) => <PolicyCheckForm projectRef={projectRef} table={found!} busy={check.isPending} onCheck={(request) => check.mutate(request)} />}
        </QueryRows>
        {check.error ? <QueryError title="The check failed" error={check.error} wrap /> : null}
        {check.data && !check.isPending ? (
          <>
            <Divider />
            <PolicyCheckResultView result={check.data.result} choice={check.data.request.choice} tableLabel={label} />
          </>
        ) : null}
      </Stack>
    </Modal>
  )
}
