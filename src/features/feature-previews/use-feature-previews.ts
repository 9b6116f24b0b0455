import { useQuery } from '@tanstack/react-query'
import { useParams } from '@tanstack/react-router'
import { useCallback, useMemo } from 'react'
import { organizationsQueryOptions } from '@/features/organizations/api/organizations-query'
import { projectsQueryOptions } from '@/features/projects/api/projects-query'
import { sendTelemetryEvent } from '@/features/telemetry'
import { getConfig } from '@/lib/config/config'
import { useFeaturePreviewStore } from './feature-preview-store'
import { availablePreviews, type FeaturePreviewKey } from './previews'

/** The organization of the page in view: the one in the URL, or the owner of the project in the URL. */
export function useOrganizationInView() {
  const { slug, ref } = useParams({ strict: false })
  const { data: organizations } = useQuery(organizationsQueryOptions())
  const { data: projects } = useQuery({ ...projectsQueryOptions(), enabled: Boolean(ref) && !slug })
  return useMemo(() => {
    if (slug) return organizations?.find((organization) => organization.slug === slug)
    const project = ref ? projects?.find((p) => p.ref === ref) : undefined
    return project ? organizations?.find((organization) => organization.id === project.organization_id) : undefined
  }, [organizations, projects, slug, ref])
}

/** The previews this user may see here (SPEC §4). */
export function useAvailableFeaturePreviews() {
  const organization = useOrganizationInView()
  const platform = getConfig().platform
  const planId = organization?.plan.id
  return useMemo(() => availablePreviews({ platform, planId }), [platform, planId])
}

/** Whether a preview is on for this user here: switched on and available. The one hook screens use. */
export function useIsFeaturePreviewEnabled(key: FeaturePreviewKey): boolean {
  const enabled = useFeaturePreviewStore((state) => state.flags[key] ?? false)
  const available = useAvailableFeaturePreviews().some((preview) => preview.key === key)
  return enabled && available
}

/** Flips a preview and reports it (SPEC §4 telemetry, grouped by project and organization). */
export function useToggleFeaturePreview() {
  const setEnabled = useFeaturePreviewStore((state) => state.setEnabled)
  const { ref } = useParams({ strict: false })
  const organization = useOrganizationInView()
  const slug = organization?.slug
  return useCallback(
    (key: string, enabled: boolean) => {
      setEnabled(key, enabled)
      void sendTelemetryEvent({
        action: enabled ? 'feature_preview_enabled' : 'feature_preview_disabled',
        properties: { feature_preview: key },
        groups: { ...(ref ? { project: ref } : {}), organization: slug ?? 'Unknown' },
      })
    },
    [setEnabled, ref, slug],
  )
}
