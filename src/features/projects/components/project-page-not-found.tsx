import { List, Stack, Text, Title } from '@mantine/core'
import { AnchorLink } from '@/components/links'
import { PROJECT_SECTIONS } from '../sections'

/**
 * An unknown address under an existing project: a page-not-found inside the project's layout (header and
 * sidebar kept), with the project's pages to go to instead (issue 25 item 12).
 */
export function ProjectPageNotFound({ projectRef }: { projectRef: string }) {
  return (
    <Stack gap="md" maw={640} py="xl" align="flex-start">
      <Title order={1} size="h3">
        Page not found
      </Title>
      <Text>This project has no page at this address. Its pages:</Text>
      <List aria-label="Pages of this project" spacing={4}>
        {PROJECT_SECTIONS.map((section) => (
          <List.Item key={section.id}>
            <AnchorLink to={section.to} params={{ ref: projectRef, id: 'new' }}>
              {section.label}
            </AnchorLink>
          </List.Item>
        ))}
      </List>
    </Stack>
  )
}
