import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core'
import { CopyButton } from '@/components/copy-button'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { UnsavedChangesPrompt } from '@/components/unsaved-changes-prompt'
import { PageHeader } from '@/components/page-header'
import { PageLoader } from '@/components/page-loader'
import { projectDetailQueryOptions, type ProjectDetail } from '@/features/projects/api/project-detail-query'
import { projectNameError, useRenameProject } from '@/features/projects/api/project-mutations'
import { toast } from '@/lib/notify'
import { DeleteProjectSection } from './delete-project-section'
import { PauseProjectSection } from './pause-project-section'

/** What the backend lets this page do: rename, pause and delete need the platform. */
export interface GeneralSettingsCapabilities {
  manage: boolean
}

export function GeneralSettingsPage({ projectRef, capabilities }: { projectRef: string; capabilities: GeneralSettingsCapabilities }) {
  const { data: project, isPending, isError, error } = useQuery(projectDetailQueryOptions(projectRef))
  if (isPending) return <PageLoader />
  if (isError)
    return (
      <Alert color="red" title="The project could not be loaded">
        {error.message}
      </Alert>
    )
  return (
    <>
      <PageHeader title="General settings" description="The project's name, availability and deletion." />
      <Stack gap="lg">
        <Paper withBorder p="lg">
          <TextInput
            label="Project ID"
            description="The reference in your project's URLs and API calls, and what the CLI's --project-ref takes."
            value={project.ref}
            readOnly
            ff="monospace"
            rightSection={<CopyButton value={project.ref} label="project ID" />}
            maw={480}
          />
        </Paper>
        {capabilities.manage ? (
          <RenameSection project={project} />
        ) : (
          <Paper withBorder p="lg">
            <TextInput label="Project name" value={project.name} readOnly description="Set by the operator of this dashboard." />
          </Paper>
        )}
        {capabilities.manage ? <PauseProjectSection project={project} /> : null}
        {capabilities.manage ? <DeleteProjectSection project={project} /> : null}
      </Stack>
    </>
  )
}

function RenameSection({ project }: { project: ProjectDetail }) {
  const [name, setName] = useState(project.name)
  const [touched, setTouched] = useState(false)
  const rename = useRenameProject(project.ref)
  const problem = projectNameError(name)
  const unchanged = name.trim() === project.name
  return (
    <Paper withBorder p="lg" component="form" aria-labelledby="rename-title" onSubmit={(event) => {
      event.preventDefault()
      setTouched(true)
      if (problem || unchanged) return
      rename.mutate(name, {
        onSuccess: () => toast.success(`The project is now called ${name.trim()}.`),
      })
    }}>
      <UnsavedChangesPrompt when={!unchanged} />
      <Stack gap="sm">
        <Title order={2} size="h4" id="rename-title">
          Project name
        </Title>
        <TextInput
          label="Project name"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          onBlur={() => setTouched(true)}
          error={touched ? problem : undefined}
          maxLength={200}
        />
        {rename.isError ? (
          <Text size="sm" c="red" role="alert">
            The project could not be renamed: {rename.error.message}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={rename.isPending} disabled={unchanged}>
            Save name
          </Button>
        </Group>
      </Stack>
    </Paper>
  )
}
