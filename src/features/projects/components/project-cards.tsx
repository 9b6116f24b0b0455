import { Card, Group, List, SimpleGrid, Stack, Text } from '@mantine/core'
import { AnchorLink } from '@/components/links'
import { CLOUD_PROVIDER_LABELS, regionDisplayName, type CloudProvider } from '@/features/plans'
import { ProjectStatus } from './project-status'
import { projectEngine, type ProjectNode } from './project-tree'

export const providerLabel = (provider: string) => CLOUD_PROVIDER_LABELS[provider as CloudProvider] ?? provider

export function ProjectCards({ nodes }: { nodes: ProjectNode[] }) {
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: 3 }}
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
      aria-label="Projects"
    >
      {nodes.map(({ project, branches }) => (
        <Card component="li" key={project.ref} withBorder padding="md" data-testid={`project-card-${project.ref}`}>
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <AnchorLink to="/project/$ref" params={{ ref: project.ref }} fw={600} truncate>
                {project.name}
              </AnchorLink>
              <ProjectStatus project={project} />
            </Group>
            <Text size="sm" c="dimmed">
              {regionDisplayName(project.region)} · {providerLabel(project.cloud_provider)} · {projectEngine(project)}
            </Text>
            {branches.length > 0 ? (
              <Stack gap={4}>
                <Text size="xs" fw={600} c="dimmed" id={`branches-${project.ref}`}>
                  Branches
                </Text>
                <List listStyleType="none" spacing={4} aria-labelledby={`branches-${project.ref}`}>
                  {branches.map((branch) => (
                    <List.Item key={branch.ref}>
                      <Group gap="xs" wrap="nowrap">
                        <AnchorLink to="/project/$ref" params={{ ref: branch.ref }} size="sm" truncate>
                          {branch.name}
                        </AnchorLink>
                        <ProjectStatus project={branch} />
                      </Group>
                    </List.Item>
                  ))}
                </List>
              </Stack>
            ) : null}
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  )
}
