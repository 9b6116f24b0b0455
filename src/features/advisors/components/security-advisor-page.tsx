import { PageHeader } from '@/components/page-header'
import { ButtonLink } from '@/components/links'
import type { LevelFilter } from '../search'
import { LintAdvisor } from './lint-advisor'

/** SPEC §2 Security advisor: the security lints of the project's database. */
export function SecurityAdvisorPage({
  projectRef,
  level,
  onLevelChange,
}: {
  projectRef: string
  level: LevelFilter
  onLevelChange: (level: LevelFilter) => void
}) {
  return (
    <>
      <PageHeader
        title="Security advisor"
        description="Checks your database for security issues such as tables without row level security."
        actions={
          <ButtonLink
            variant="default"
            size="xs"
            to="/project/$ref/advisors/rules/security"
            params={{ ref: projectRef }}
          >
            Advisor rules
          </ButtonLink>
        }
      />
      <LintAdvisor projectRef={projectRef} category="SECURITY" level={level} onLevelChange={onLevelChange} />
    </>
  )
}
