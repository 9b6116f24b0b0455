import { Table, Text } from '@mantine/core'
import { formatDate } from '@/lib/format/date-time'
import { AnchorLink } from '@/components/links'
import { regionDisplayName } from '@/features/plans'
import type { Project } from '../api/projects-query'
import { providerLabel } from './project-cards'
import { ProjectStatus } from './project-status'
import { projectEngine, type ProjectNode } from './project-tree'

function Row({ project, parent }: { project: Project; parent?: Project }) {
  return (
    <Table.Tr data-testid={`project-row-${project.ref}`}>
      <Table.Td style={parent ? { paddingLeft: 32 } : undefined}>
        {parent ? (
          <Text span size="xs" c="dimmed" mr={6} aria-label={`Branch of ${parent.name}:`}>
            ↳
          </Text>
        ) : null}
        <AnchorLink to="/project/$ref" params={{ ref: project.ref }} fw={parent ? 400 : 600}>
          {project.name}
        </AnchorLink>
      </Table.Td>
      <Table.Td>
        <ProjectStatus project={project} />
      </Table.Td>
      <Table.Td>{regionDisplayName(project.region)}</Table.Td>
      <Table.Td>{providerLabel(project.cloud_provider)}</Table.Td>
      <Table.Td>{projectEngine(project)}</Table.Td>
      <Table.Td>{formatDate(project.inserted_at)}</Table.Td>
    </Table.Tr>
  )
}

export function ProjectTable({ nodes }: { nodes: ProjectNode[] }) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" aria-label="Projects">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Region</Table.Th>
            <Table.Th>Provider</Table.Th>
            <Table.Th>Engine</Table.Th>
            <Table.Th>Created</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {nodes.flatMap(({ project, branches }) => [
            <Row key={project.ref} project={project} />,
            ...branches.map((branch) => <Row key={branch.ref} project={branch} parent={project} />),
          ])}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
