// What other features may use of projects (besides its api/ files). Import it as '@/features/projects'.
export { ProjectList } from './components/project-list'
export { ProjectStatusBadge } from './components/project-status-badge'
export { PROJECT_SECTIONS } from './sections'
export { CopyField } from './components/copy-field'
export { providerLabel } from './components/project-cards'
export { projectEngine } from './components/project-tree'
