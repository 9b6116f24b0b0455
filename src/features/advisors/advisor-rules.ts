import type { LintResult } from '@/features/database'
import type { LintFinding, LintLevel } from '@/features/database'
import type { AdvisorException } from './api/advisor-exceptions'

/** The rule that switches a finding off: one for the whole lint, or one naming its entity. */
export function ruleFor(exceptions: readonly AdvisorException[], lintName: string, finding: LintFinding) {
  return exceptions.find((e) => e.lint_name === lintName && (!e.entity || e.entity === finding.entity))
}

export interface AdvisorGroup extends LintResult {
  /** Findings switched off by an advisor rule. */
  hidden: number
}

/** The findings the advisor shows: advisor rules applied, and only the chosen levels. */
export function visibleGroups(
  results: readonly LintResult[],
  exceptions: readonly AdvisorException[],
  levels: readonly LintLevel[],
): AdvisorGroup[] {
  return results
    .filter((result) => levels.includes(result.lint.level))
    .map((result) => {
      const findings = result.findings.filter((finding) => !ruleFor(exceptions, result.lint.name, finding))
      return { ...result, findings, hidden: result.findings.length - findings.length }
    })
}

export const LEVEL_ORDER: readonly LintLevel[] = ['ERROR', 'WARN', 'INFO']
