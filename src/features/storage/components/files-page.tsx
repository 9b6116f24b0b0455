import { Grid, NavLink, Paper, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { EmptyState } from '@/components/empty-state'
import { PageHeader } from '@/components/page-header'
import { ServiceNote } from '@/components/service-not-configured'
import { bucketsQueryOptions } from '../api/buckets-query'
import { FolderView } from './folder-view'
import { WithBuckets } from './with-buckets'

export interface FilesLocation {
  bucket?: string | undefined
  path: string
}

/** Storage files: the buckets on the left, the chosen bucket's folder on the right. */
export function FilesPage({
  projectRef,
  location,
  onNavigate,
}: {
  projectRef: string
  location: FilesLocation
  onNavigate: (next: FilesLocation) => void
}) {
  const buckets = useQuery(bucketsQueryOptions(projectRef))
  const bucket = buckets.data?.find((b) => b.id === location.bucket)
  return (
    <>
      <PageHeader title="Storage files" description="Upload, browse and share the files of your buckets." />
      <ServiceNote service="storage" />
      <WithBuckets
        query={buckets}
        empty={
          <EmptyState
            title="No buckets yet"
            action={
              <Link to="/project/$ref/storage/buckets" params={{ ref: projectRef }}>
                Create a bucket
              </Link>
            }
          >
            Files live in buckets. Create a bucket first.
          </EmptyState>
        }
      >
        {(list) => (
          <Grid>
            <Grid.Col span={{ base: 12, md: 3 }}>
              <Paper withBorder p="xs">
                <nav aria-label="Buckets">
                  {list.map((b) => (
                    <NavLink
                      key={b.id}
                      label={b.name}
                      description={b.public ? 'Public' : 'Private'}
                      active={b.id === location.bucket}
                      onClick={() => onNavigate({ bucket: b.id, path: '' })}
                      component="button"
                    />
                  ))}
                </nav>
              </Paper>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 9 }}>
              {bucket ? (
                <FolderView
                  key={bucket.id}
                  projectRef={projectRef}
                  bucket={bucket}
                  prefix={location.path}
                  onNavigate={(path) => onNavigate({ bucket: bucket.id, path })}
                />
              ) : (
                <Stack>
                  <Text c="dimmed">
                    {location.bucket
                      ? `The bucket "${location.bucket}" does not exist.`
                      : 'Choose a bucket to see its files.'}
                  </Text>
                </Stack>
              )}
            </Grid.Col>
          </Grid>
        )}
      </WithBuckets>
    </>
  )
}
