import { defineState } from '../state'

/** One entry of the person's own audit log (CONTRACT §14's shape). */
export interface MockAuditEntry {
  action: { name: string; metadata: Record<string, unknown>[] }
  actor: { id: string; metadata: Record<string, unknown>[] }
  target: { description: string; metadata: Record<string, unknown> }
  occurred_at: string
}

const day = 86_400_000
const seeded = (email: string): MockAuditEntry[] => {
  const at = (daysAgo: number) => new Date(Date.now() - daysAgo * day).toISOString()
  const entry = (name: string, description: string, occurred_at: string): MockAuditEntry => ({
    action: { name, metadata: [{ method: 'POST', status: 200 }] },
    actor: { id: email, metadata: [{ email, ip: '203.0.113.7' }] },
    target: { description, metadata: {} },
    occurred_at,
  })
  return [
    entry('project.create', 'Project northwindstats', at(3)),
    entry('organization.member.invite', 'Invited sam@globex.example to Globex Corporation', at(12)),
    entry('user.sign_in', `Signed in as ${email}`, at(20)),
  ]
}

/** The audit log of each person (by email), newest last; seeded with a few entries of the past weeks. */
const auditState = defineState('account.audit', () => ({}) as Record<string, MockAuditEntry[]>)

export function accountAuditLog(email: string): MockAuditEntry[] {
  const all = auditState.get()
  all[email] ??= seeded(email)
  return all[email]
}

export function recordAccountAudit(email: string, name: string, description: string, metadata: Record<string, unknown> = {}) {
  accountAuditLog(email).push({
    action: { name, metadata: [metadata] },
    actor: { id: email, metadata: [{ email }] },
    target: { description, metadata },
    occurred_at: new Date().toISOString(),
  })
  auditState.commit()
}
