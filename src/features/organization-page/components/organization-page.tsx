import { Badge, Group, Tabs } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { ButtonLink } from '@/components/links'
import { PageHeader } from '@/components/page-header'
import { PermissionAction, PermissionButton, PermissionResource, useCheckPermission } from '@/features/permissions'
import { useIsFeatureEnabled } from '@/features/disabled-features'
import { PLAN_NAMES, toPlanId } from '@/features/plans'
import { projectsQueryOptions } from '@/features/projects/api/projects-query'
import { ProjectList } from '@/features/projects'
import { organizationsQueryOptions } from '@/features/organizations/api/organizations-query'
import { MembersPanel } from './members-panel'
import { MfaRequiredNotice } from './mfa-required-notice'
import { OrganizationSettings } from './organization-settings'
import type { OrganizationTab } from './organization-tabs'

interface Props {
  slug: string
  tab?: OrganizationTab | undefined
  /** The MFA rule keeps this session here (SPEC §5): say why and show the way out. */
  keptByMfaRule?: boolean
  /** Where the person was going when the MFA rule kept them here. */
  returnTo?: string | undefined
  /** The organization's security settings (the MFA rule) exist: the hosted platform. */
  securitySettings?: boolean
}

export function OrganizationPage({ slug, tab = 'projects', keptByMfaRule = false, returnTo, securitySettings = false }: Props) {
  const navigate = useNavigate()
  const { data: organizations } = useSuspenseQuery(organizationsQueryOptions())
  const { data: projects } = useSuspenseQuery(projectsQueryOptions())
  const organization = organizations.find((o) => o.slug === slug)
  const canCreateProject = useCheckPermission(PermissionAction.CREATE, PermissionResource.PROJECTS, undefined, {
    organizationSlug: slug,
  }).can
  const projectCreation = useIsFeatureEnabled('projects:create')
  const billing = useIsFeatureEnabled('billing:all')
  if (!organization) return null
  const plan = toPlanId(organization.plan.id)
  const own = projects.filter((p) => p.organization_id === organization.id)
  const newProject = canCreateProject ? (
    <ButtonLink to="/new/$slug" params={{ slug }}>
      New project
    </ButtonLink>
  ) : null

  return (
    <>
      {keptByMfaRule && organization.organization_requires_mfa ? (
        <MfaRequiredNotice organizationName={organization.name} returnTo={returnTo ?? `/org/${slug}`} />
      ) : null}
      <PageHeader
        title={organization.name}
        description={
          <Group gap="xs" component="span">
            <Badge component="span" variant="light" data-testid="plan-badge">
              {PLAN_NAMES[plan]} plan
            </Badge>
          </Group>
        }
        actions={
          <Group gap="xs">
            {billing ? (
              <ButtonLink variant="default" to="/org/$slug/billing" params={{ slug }}>
                Billing
              </ButtonLink>
            ) : null}
            {!projectCreation ? null : newProject ?? (
              <PermissionButton
                allowed={false}
                reason="You need additional permissions to create projects in this organization."
              >
                New project
              </PermissionButton>
            )}
          </Group>
        }
      />
      <Tabs
        value={tab}
        onChange={(value) =>
          void navigate({ to: '/org/$slug', params: { slug }, search: { tab: (value as OrganizationTab | null) ?? 'projects' }, replace: true })
        }
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="projects">Projects</Tabs.Tab>
          <Tabs.Tab value="members">Members</Tabs.Tab>
          <Tabs.Tab value="settings">Settings</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="projects">
          <ProjectList projects={own} emptyAction={newProject} />
        </Tabs.Panel>
        <Tabs.Panel value="members">
          <MembersPanel slug={slug} plan={plan} />
        </Tabs.Panel>
        <Tabs.Panel value="settings">
          <OrganizationSettings slug={slug} securitySettings={securitySettings} />
        </Tabs.Panel>
      </Tabs>
    </>
  )
}
