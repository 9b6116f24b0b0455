import { describe, expect, it } from 'vitest'
import type { LintResult } from '@/features/database'
import { rlsDisabledInPublic, rlsEnabledNoPolicy } from '@/features/database/sql/lints/rls'
import { ruleFor, visibleGroups } from './advisor-rules'
import type { AdvisorException } from './api/advisor-exceptions'

const finding = (entity: string) => ({ key: entity, entity, detail: `about ${entity}` })
const results: LintResult[] = [
  { lint: rlsDisabledInPublic, findings: [finding('public.orders'), finding('public.customers')] },
  { lint: rlsEnabledNoPolicy, findings: [finding('public.notes')] },
]
const rule = (lint_name: string, entity: string | null): AdvisorException => ({
  id: `${lint_name}:${entity}`,
  lint_name,
  entity,
  note: 'why',
  created_at: '2026-01-01T00:00:00Z',
})

describe('advisor rules', () => {
  it('hide one entity of a lint, and count what they hide', () => {
    const groups = visibleGroups(results, [rule('rls_disabled_in_public', 'public.orders')], ['ERROR', 'WARN', 'INFO'])
    expect(groups.map((g) => [g.lint.name, g.findings.map((f) => f.entity), g.hidden])).toEqual([
      ['rls_disabled_in_public', ['public.customers'], 1],
      ['rls_enabled_no_policy', ['public.notes'], 0],
    ])
  })

  it('a rule without an entity switches the whole lint off', () => {
    const exceptions = [rule('rls_enabled_no_policy', null)]
    expect(ruleFor(exceptions, 'rls_enabled_no_policy', finding('public.anything'))).toBe(exceptions[0])
    expect(ruleFor(exceptions, 'rls_disabled_in_public', finding('public.anything'))).toBeUndefined()
    expect(visibleGroups(results, exceptions, ['INFO'])).toEqual([{ ...results[1], findings: [], hidden: 1 }])
  })

  it('keeps only the chosen levels', () => {
    expect(visibleGroups(results, [], ['ERROR']).map((g) => g.lint.name)).toEqual(['rls_disabled_in_public'])
  })
})
