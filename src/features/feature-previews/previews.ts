/** SPEC §3 feature preview: key (also its localStorage key and URL value), name, flags, discussion. */
export interface FeaturePreview {
  key: string
  name: string
  description: string
  isNew: boolean
  /** Applies only to the hosted platform: hidden when self-hosted. */
  isPlatformOnly: boolean
  /** Shown only once released to the public. */
  isReleased: boolean
  /** Offered only to organizations on the Team plan or above. */
  requiresTeamPlan?: boolean
  discussionsUrl: string
}

export const FEATURE_PREVIEW_DISCUSSIONS_URL =
  'https://github.com/orgs/supabase/discussions/categories/feature-previews'
const discussion = (topic: string) => `${FEATURE_PREVIEW_DISCUSSIONS_URL}?discussions_q=${encodeURIComponent(topic)}`

export const FEATURE_PREVIEW_KEYS = {
  newStorageUi: 'dashboard-preview-new-storage-ui',
  unifiedLogs: 'dashboard-preview-unified-logs',
  branching: 'dashboard-preview-branching-2.0',
  advisorRules: 'dashboard-preview-advisor-rules',
  inlineEditor: 'dashboard-preview-inline-editor',
  apiSidePanel: 'dashboard-preview-api-side-panel',
  columnLevelPrivileges: 'dashboard-preview-cls',
} as const
export type FeaturePreviewKey = (typeof FEATURE_PREVIEW_KEYS)[keyof typeof FEATURE_PREVIEW_KEYS]

/** The seven previews of SPEC §2, in the spec's order. */
export const FEATURE_PREVIEWS: readonly FeaturePreview[] = [
  {
    key: FEATURE_PREVIEW_KEYS.newStorageUi,
    name: 'New Storage interface',
    description: 'A redesigned Storage explorer that lists files and buckets side by side, with faster previews.',
    isNew: true,
    isPlatformOnly: false,
    isReleased: true,
    discussionsUrl: discussion('New Storage interface'),
  },
  {
    key: FEATURE_PREVIEW_KEYS.unifiedLogs,
    name: 'New Logs interface',
    description: 'One searchable stream of logs from every service of a project, filtered by service, level and time.',
    isNew: true,
    isPlatformOnly: true,
    isReleased: true,
    requiresTeamPlan: true,
    discussionsUrl: discussion('New Logs interface'),
  },
  {
    key: FEATURE_PREVIEW_KEYS.branching,
    name: 'Branching via dashboard',
    description:
      'Create, review and merge preview branches from the dashboard, without connecting a Git provider first.',
    isNew: true,
    isPlatformOnly: true,
    isReleased: true,
    discussionsUrl: discussion('Branching via dashboard'),
  },
  {
    key: FEATURE_PREVIEW_KEYS.advisorRules,
    name: 'Disable Advisor rules',
    description: 'Turn off individual security and performance advisor rules that do not apply to your project.',
    isNew: false,
    isPlatformOnly: true,
    isReleased: true,
    discussionsUrl: discussion('Disable Advisor rules'),
  },
  {
    key: FEATURE_PREVIEW_KEYS.inlineEditor,
    name: 'Directly edit database entities',
    description: 'Edit policies, functions and triggers as SQL in place instead of in a form.',
    isNew: false,
    isPlatformOnly: false,
    isReleased: true,
    discussionsUrl: discussion('Directly edit database entities'),
  },
  {
    key: FEATURE_PREVIEW_KEYS.apiSidePanel,
    name: 'Project API documentation',
    description: 'Open the API documentation of your project in a side panel next to the page you are on.',
    isNew: false,
    isPlatformOnly: false,
    isReleased: true,
    discussionsUrl: discussion('Project API documentation'),
  },
  {
    key: FEATURE_PREVIEW_KEYS.columnLevelPrivileges,
    name: 'Column-level privileges',
    description: 'Grant and revoke access to single columns of a table per role.',
    isNew: false,
    isPlatformOnly: false,
    isReleased: true,
    discussionsUrl: discussion('Column-level privileges'),
  },
]

/** SPEC §4: the unified logs preview is for the Team plan and above. */
const TEAM_PLAN_AND_ABOVE = new Set(['team', 'enterprise'])

export interface PreviewContext {
  /** Hosted platform (config.platform). */
  platform: boolean
  /** Plan id of the organization in view, if any. */
  planId: string | undefined
}

/** SPEC §4: released to the public; platform-only hidden self-hosted; team-only previews by plan. */
export function isPreviewAvailable(preview: FeaturePreview, { platform, planId }: PreviewContext) {
  if (!preview.isReleased) return false
  if (preview.isPlatformOnly && !platform) return false
  if (preview.requiresTeamPlan && !(planId && TEAM_PLAN_AND_ABOVE.has(planId))) return false
  return true
}

export function availablePreviews(context: PreviewContext, previews: readonly FeaturePreview[] = FEATURE_PREVIEWS) {
  return previews.filter((preview) => isPreviewAvailable(preview, context))
}
