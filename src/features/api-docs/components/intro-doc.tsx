import { Paper, Stack, Text, Title } from '@mantine/core'
import { CopyField } from '@/features/projects'
import { serviceSections } from '../service-snippets'
import { clientSetupSnippet, type SnippetTarget } from '../snippets'
import { SnippetBlock, type SnippetLanguage } from './snippet-block'

/** The docs' first page: where the API is, the client's set-up, and the auth, storage and functions calls. */
export function IntroDoc({ target, language }: { target: SnippetTarget; language: SnippetLanguage }) {
  return (
    <Stack gap="lg">
      <Paper withBorder p="md" component="section" aria-labelledby="api-docs-intro">
        <Stack gap="sm">
          <Title order={2} size="h3" id="api-docs-intro">
            Introduction
          </Title>
          <Text size="sm" c="dimmed">
            Every table, view and function of the exposed schemas is reachable through the project API. Pick one in the list to see
            its columns and calls.
          </Text>
          <CopyField label="API URL" value={target.apiUrl} testId="api-docs-url" />
          <CopyField label="API key" value={target.key} testId="api-docs-key" />
          <CopyField label="Client set-up" value={clientSetupSnippet(target)} />
        </Stack>
      </Paper>
      {serviceSections(target).map((section) => (
        <Paper withBorder p="md" component="section" aria-labelledby={`api-docs-${section.id}`} key={section.id}>
          <Stack gap="sm">
            <Title order={2} size="h3" id={`api-docs-${section.id}`}>
              {section.title}
            </Title>
            <Text size="sm" c="dimmed">
              {section.description}
            </Text>
            {section.snippets.map((snippet) => (
              <SnippetBlock key={snippet.title} title={snippet.title} snippet={snippet} language={language} />
            ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  )
}
