import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { ConfirmDialog } from '@/components/confirm-dialog'
import type { ProjectDetail } from '@/features/projects/api/project-detail-query'
import { useProjectPower } from '@/features/projects/api/project-mutations'
import { toast } from '@/lib/notify'

/** Pause a running project (confirmed: its API and database stop answering) or restore a paused one. */
export function PauseProjectSection({ project }: { project: ProjectDetail }) {
  const [confirming, setConfirming] = useState(false)
  const power = useProjectPower(project.ref)
  const paused = project.status === 'INACTIVE'
  const run = (action: 'pause' | 'restore') =>
    power.mutate(action, {
      onSuccess: () => {
        setConfirming(false)
        toast.success(action === 'pause' ? `${project.name} is paused.` : `${project.name} is being restored.`)
      },
      onError: (error) => toast.error(error.message, action === 'pause' ? 'The project could not be paused' : 'The project could not be restored'),
    })
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="availability-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="availability-title">
          Project availability
        </Title>
        <Text size="sm" c="dimmed">
          {paused
            ? 'This project is paused: its database and API do not answer. Restore it to use it again.'
            : 'Pausing stops the database and the API until you restore the project. Your data is kept.'}
        </Text>
        <Group justify="flex-end">
          {paused ? (
            <Button onClick={() => run('restore')} loading={power.isPending}>
              Restore project
            </Button>
          ) : (
            <Button variant="default" onClick={() => setConfirming(true)}>
              Pause project
            </Button>
          )}
        </Group>
      </Stack>
      <ConfirmDialog
        visible={confirming}
        title={`Pause ${project.name}?`}
        variant="warning"
        confirmLabel="Pause project"
        loading={power.isPending}
        onConfirm={() => run('pause')}
        onCancel={() => setConfirming(false)}
      >
        <Text size="sm">Every connection to the database is closed and the API stops answering until you restore the project.</Text>
      </ConfirmDialog>
    </Paper>
  )
}
