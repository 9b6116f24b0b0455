import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { organizationsQueryOptions } from '@/features/organizations/api/organizations-query'
import type { ProjectDetail } from '@/features/projects/api/project-detail-query'
import { useDeleteProject } from '@/features/projects/api/project-mutations'
import { toast } from '@/lib/notify'

/** Delete, confirmed by typing the project's name; ends on the organization's page. */
export function DeleteProjectSection({ project }: { project: ProjectDetail }) {
  const [open, setOpen] = useState(false)
  const [typed, setTyped] = useState('')
  const remove = useDeleteProject(project.ref)
  const navigate = useNavigate()
  const { data: organizations } = useQuery(organizationsQueryOptions())
  const slug = organizations?.find((organization) => organization.id === project.organization_id)?.slug
  const close = () => {
    setOpen(false)
    setTyped('')
  }
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toast.success(`${project.name} was deleted.`)
        void (slug ? navigate({ to: '/org/$slug', params: { slug } }) : navigate({ to: '/organizations' }))
      },
      onError: (error) => toast.error(error.message, 'The project could not be deleted'),
    })
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="delete-title" style={{ borderColor: 'var(--mantine-color-red-6)' }}>
      <Stack gap="sm">
        <Title order={2} size="h4" id="delete-title">
          Delete project
        </Title>
        <Text size="sm" c="dimmed">
          Deleting a project removes its database, storage and functions for good. This cannot be undone.
        </Text>
        <Group justify="flex-end">
          <Button color="red" onClick={() => setOpen(true)}>
            Delete project
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        visible={open}
        title={`Delete ${project.name}?`}
        variant="danger"
        confirmLabel="Delete this project"
        loading={remove.isPending}
        confirmDisabled={typed !== project.name}
        onConfirm={confirm}
        onCancel={close}
      >
        <Stack gap="sm">
          <Text size="sm">All of the project&apos;s data is lost. Type the project&apos;s name to confirm.</Text>
          <TextInput
            label={`Type "${project.name}" to confirm`}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoComplete="off"
            data-autofocus
          />
        </Stack>
      </ConfirmDialog>
    </Paper>
  )
}
