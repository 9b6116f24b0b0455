import { useQuery } from '@tanstack/react-query'
import { useParams, useRouter } from '@tanstack/react-router'
import { useMemo } from 'react'
import { useDisabledSectionIds } from '@/features/disabled-features'
import { useOpenFeaturePreviews } from '@/features/feature-previews'
import { organizationsQueryOptions } from '@/features/organizations/api/organizations-query'
import { projectsQueryOptions } from '@/features/projects/api/projects-query'
import { PROJECT_SECTIONS } from '@/features/projects'
import { THEME_OPTIONS, useThemeStore } from '@/features/theme'
import type { CommandAction } from './rank'

/** Every command: organizations, projects and their pages, theme, previews, assistant, sign out. */
export function useCommandActions(): CommandAction[] {
  const router = useRouter()
  const { ref: currentRef } = useParams({ strict: false })
  const { data: organizations = [] } = useQuery(organizationsQueryOptions())
  const { data: projects = [] } = useQuery(projectsQueryOptions())
  const setTheme = useThemeStore((state) => state.setTheme)
  const openFeaturePreviews = useOpenFeaturePreviews()
  const disabledSections = useDisabledSectionIds()

  return useMemo(() => {
    const actions: CommandAction[] = [
      {
        id: 'nav:organizations',
        group: 'Navigation',
        label: 'All organizations',
        keywords: ['home', 'dashboard'],
        destination: true,
        run: () => void router.navigate({ to: '/organizations' }),
      },
    ]
    for (const organization of organizations) {
      actions.push({
        id: `org:${organization.slug}`,
        group: 'Organizations',
        label: organization.name,
        description: `Organization · ${organization.plan.name ?? organization.plan.id} plan`,
        keywords: [organization.slug],
        destination: true,
        run: () => void router.navigate({ to: '/org/$slug', params: { slug: organization.slug } }),
      })
    }
    for (const project of projects) {
      const organization = organizations.find((o) => o.id === project.organization_id)
      actions.push({
        id: `project:${project.ref}`,
        group: 'Projects',
        label: project.name,
        description: `Project · ${organization?.name ?? project.ref}`,
        keywords: [project.ref],
        destination: true,
        run: () => void router.navigate({ to: '/project/$ref', params: { ref: project.ref } }),
      })
      for (const section of PROJECT_SECTIONS) {
        if (section.id === 'overview' || disabledSections.has(section.id)) continue
        actions.push({
          id: `page:${project.ref}:${section.id}`,
          group: project.ref === currentRef ? 'This project' : 'Project pages',
          label: section.label,
          description: `${project.name} · ${section.group}`,
          keywords: [project.ref],
          destination: true,
          searchOnly: project.ref !== currentRef,
          inCurrentProject: project.ref === currentRef,
          run: () => void router.navigate({ to: section.to, params: { ref: project.ref, id: 'new' } }),
        })
      }
    }
    for (const option of THEME_OPTIONS) {
      actions.push({
        id: `theme:${option.value}`,
        group: 'Theme',
        label: `Switch to ${option.label.toLowerCase()} theme`,
        keywords: ['theme', 'appearance', 'mode'],
        run: () => setTheme(option.value),
      })
    }
    actions.push({
      id: 'feature-previews',
      group: 'Dashboard',
      label: 'Open feature previews',
      keywords: ['preview', 'experimental', 'beta'],
      run: () => openFeaturePreviews(),
    })
    if (currentRef) {
      actions.push({
        id: 'assistant',
        group: 'Dashboard',
        label: 'Open the AI assistant',
        keywords: ['ai', 'assistant', 'sql', 'chat'],
        // CONTRACT §3: ?aiAssistantPanelOpen=true opens the assistant panel (validated by its own route).
        run: () =>
          void router.navigate({
            to: '.',
            search: ((prev: Record<string, unknown>) => ({ ...prev, aiAssistantPanelOpen: true })) as never,
          }),
      })
    }
    actions.push({
      id: 'sign-out',
      group: 'Dashboard',
      label: 'Sign out',
      keywords: ['logout', 'log out'],
      run: () => void router.navigate({ to: '/logout' }),
    })
    return actions
  }, [router, organizations, projects, currentRef, setTheme, openFeaturePreviews, disabledSections])
}
