import { isOrioleDb, type Project } from '../api/projects-query'

export type ProjectSort = 'name' | 'created' | 'status'

export const PROJECT_SORT_LABELS: Record<ProjectSort, string> = {
  name: 'Name',
  created: 'Newest first',
  status: 'Status',
}

export interface ProjectNode {
  project: Project
  branches: Project[]
}

/** The engine of a project: Oriole when its dbVersion ends in orioledb (SPEC §3). */
export const projectEngine = (project: Pick<Project, 'dbVersion'>) => (isOrioleDb(project) ? 'OrioleDB' : 'Postgres')

const compare: Record<ProjectSort, (a: Project, b: Project) => number> = {
  name: (a, b) => a.name.localeCompare(b.name),
  created: (a, b) => (b.inserted_at ?? '').localeCompare(a.inserted_at ?? '') || a.name.localeCompare(b.name),
  status: (a, b) => a.status.localeCompare(b.status) || a.name.localeCompare(b.name),
}

const matches = (project: Project, query: string) =>
  !query || project.name.toLowerCase().includes(query) || project.ref.toLowerCase().includes(query)

/**
 * Branches sit under their parent. A parent shows when it or one of its branches matches the search;
 * its branches show when they match or the parent does.
 */
export function projectTree(projects: readonly Project[], search: string, sort: ProjectSort): ProjectNode[] {
  const query = search.trim().toLowerCase()
  const refs = new Set(projects.map((p) => p.ref))
  const isBranch = (p: Project) => Boolean(p.parent_project_ref && refs.has(p.parent_project_ref))
  return projects
    .filter((p) => !isBranch(p))
    .map((project) => {
      const branches = projects.filter((p) => p.parent_project_ref === project.ref)
      const parentMatches = matches(project, query)
      return {
        project,
        branches: (parentMatches ? branches : branches.filter((b) => matches(b, query))).sort(compare[sort]),
      }
    })
    .filter((node) => matches(node.project, query) || node.branches.length > 0)
    .sort((a, b) => compare[sort](a.project, b.project))
}
