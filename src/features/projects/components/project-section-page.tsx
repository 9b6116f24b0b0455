import { EmptyState } from '@/components/empty-state'
import { PageHeader } from '@/components/page-header'
import { projectSection, type ProjectSectionId } from '../sections'

/** A project page whose content is not built yet: its title and what it is for. */
export function ProjectSectionPage({ section }: { section: ProjectSectionId }) {
  const { label, description } = projectSection(section)
  return (
    <>
      <PageHeader title={label} description={description} />
      <EmptyState title={`${label} is not available in this dashboard yet`}>
        {description} This page will show its content here once the feature ships.
      </EmptyState>
    </>
  )
}
