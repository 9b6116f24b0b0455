import type { CheckedPolicy, PolicyCheckResult } from './policy-check'

/** What the check concludes, in words: allowed, denied, or no row to check. */
export interface PolicyVerdict {
  outcome: 'allowed' | 'denied' | 'no row'
  reason: string
}

type Clause = 'using' | 'check'
interface Stage {
  commands: readonly CheckedPolicy['command'][]
  clause: Clause
  /** What failing this stage means, completed by the policies that failed it. */
  failure: string
}

const quoted = (names: string[]) => names.map((name) => `"${name}"`).join(', ')
const valueOf = (policy: CheckedPolicy, clause: Clause) =>
  (clause === 'using' ? policy.using_error : policy.check_error) ? 'an error' : ((clause === 'using' ? policy.using : policy.check) ?? 'not evaluated')

/** Which clauses Postgres checks for the command: its own first, then (an update or delete reads the row) SELECT's. */
function stagesOf(operation: PolicyCheckResult['operation']): Stage[] {
  const command = operation.toUpperCase() as CheckedPolicy['command']
  const read: Stage = { commands: ['ALL', 'SELECT'], clause: 'using', failure: 'the row is not visible to the role, so the command skips it' }
  switch (operation) {
    case 'select':
      return [{ ...read, failure: 'the row is filtered out' }]
    case 'insert':
      return [{ commands: ['ALL', command], clause: 'check', failure: 'the new row violates the WITH CHECK' }]
    case 'update':
      return [{ commands: ['ALL', command], clause: 'using', failure: 'the row is filtered out of the update' }, read, { commands: ['ALL', command], clause: 'check', failure: 'the new row violates the WITH CHECK' }]
    case 'delete':
      return [{ commands: ['ALL', command], clause: 'using', failure: 'the row is filtered out of the delete' }, read]
  }
}

/** Postgres's rule: at least one applicable permissive policy true AND every applicable restrictive one true. */
function judgeStage(result: PolicyCheckResult, stage: Stage): string | null {
  const clause = stage.clause === 'using' ? 'USING' : 'WITH CHECK'
  const applicable = result.policies.filter((p) => p.applies && stage.commands.includes(p.command))
  const permissive = applicable.filter((p) => p.permissive)
  const what = stage.commands.filter((c) => c !== 'ALL').join('/')
  if (!permissive.length) return `No permissive ${what} policy applies to ${result.role}: ${stage.failure} (no policy allows it).`
  if (!permissive.some((p) => valueOf(p, stage.clause) === 'true'))
    return `No permissive policy's ${clause} is true for this row: ${stage.failure} (${permissive.map((p) => `"${p.name}" is ${valueOf(p, stage.clause)}`).join(', ')}).`
  const failing = applicable.filter((p) => !p.permissive && valueOf(p, stage.clause) !== 'true')
  if (failing.length)
    return `The restrictive ${failing.length > 1 ? 'policies' : 'policy'} ${failing.map((p) => `"${p.name}" (${valueOf(p, stage.clause)})`).join(', ')} ${failing.length > 1 ? 'are' : 'is'} not true for the ${clause}: ${stage.failure}.`
  return null
}

export function policyVerdict(result: PolicyCheckResult, tableLabel: string): PolicyVerdict {
  const { role, operation } = result
  const command = operation.toUpperCase()
  if (!result.schema_usage)
    return { outcome: 'denied', reason: `${role} has no USAGE privilege on the schema of ${tableLabel}: Postgres refuses before any policy is looked at.` }
  if (!result.privileged)
    return { outcome: 'denied', reason: `${role} has no ${command} privilege on ${tableLabel}: Postgres refuses before any policy is looked at.` }
  if (result.rows_found === 0) return { outcome: 'no row', reason: `No row of ${tableLabel} has this primary key: there is nothing to check.` }
  if (!result.rls_enabled) return { outcome: 'allowed', reason: `Row Level Security is off for this table: the grants of ${role} alone decide, and they allow ${command}.` }
  if (result.bypass) return { outcome: 'allowed', reason: `${role} bypasses Row Level Security (a superuser or a role with BYPASSRLS).` }
  if (result.owner && !result.rls_forced)
    return { outcome: 'allowed', reason: `${role} owns the table and Row Level Security is not forced, so its policies do not apply to it.` }
  for (const stage of stagesOf(operation)) {
    const failure = judgeStage(result, stage)
    if (failure) return { outcome: 'denied', reason: failure }
  }
  const command_policies = result.policies.filter((p) => p.applies && p.permissive && (p.command === 'ALL' || p.command === command))
  const allowing = command_policies.filter((p) => valueOf(p, operation === 'insert' ? 'check' : 'using') === 'true').map((p) => p.name)
  return { outcome: 'allowed', reason: `Allowed by ${allowing.length > 1 ? 'the policies' : 'the policy'} ${quoted(allowing)}, and no restrictive policy objects.` }
}
