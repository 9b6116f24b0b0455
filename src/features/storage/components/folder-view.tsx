import { Alert, Anchor, Breadcrumbs, Button, Grid, Group, Loader, Text } from '@mantine/core'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useCallback, useMemo, useRef, useState } from 'react'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { toast } from '@/lib/notify'
import { useObjectMoveMutation, useObjectsDeleteMutation } from '../api/object-mutations'
import { EMPTY_FOLDER_PLACEHOLDER, folderQueryOptions } from '../api/objects-list-query'
import { uploadObject } from '../api/object-upload'
import { isFolder, type Bucket, type StorageObject } from '../api/schemas'
import { objectNameError } from '../bucket-rules'
import { downloadObject } from './download'
import { FileDropZone } from './file-drop-zone'
import { FilePreview } from './file-preview'
import { NameModal } from './name-modal'
import { ObjectList, type ObjectActions } from './object-list'
import { ShareUrlModal } from './share-url-modal'
import { UploadList } from './upload-list'
import { useUploads } from './use-uploads'

type Dialog = { kind: 'folder' } | { kind: 'rename' | 'delete' | 'share'; item: StorageObject } | null

/** One folder of a bucket: breadcrumbs, upload (button and drag and drop), the list, preview and actions. */
export function FolderView({
  projectRef,
  bucket,
  prefix,
  onNavigate,
}: {
  projectRef: string
  bucket: Bucket
  prefix: string
  onNavigate: (prefix: string) => void
}) {
  const folder = useInfiniteQuery(folderQueryOptions(projectRef, bucket.id, prefix))
  const items = useMemo(
    () => (folder.data?.pages.flat() ?? []).filter((i) => i.name !== EMPTY_FOLDER_PLACEHOLDER),
    [folder.data],
  )
  const [selected, setSelected] = useState<string>()
  const [dialog, setDialog] = useState<Dialog>(null)
  const [creatingFolder, setCreatingFolder] = useState(false)
  const openRef = useRef<() => void>(null)
  const { uploads, start, cancel, clearFinished } = useUploads(projectRef, bucket)
  const remove = useObjectsDeleteMutation(projectRef, bucket.id)
  const move = useObjectMoveMutation(projectRef, bucket.id)
  const selectedItem = items.find((i) => i.name === selected && !isFolder(i))
  const pathOf = (item: StorageObject) => `${prefix}${item.name}${isFolder(item) ? '/' : ''}`
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = folder
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage()
  }, [hasNextPage, isFetchingNextPage, fetchNextPage])

  const download = (item: StorageObject) =>
    downloadObject(projectRef, bucket.id, pathOf(item), bucket.public, item.name).catch((error: unknown) =>
      toast.error(error instanceof Error ? error.message : String(error), 'Failed to download'),
    )
  const actions: ObjectActions = {
    open: (item) => (isFolder(item) ? onNavigate(`${prefix}${item.name}/`) : setSelected(item.name)),
    rename: (item) => setDialog({ kind: 'rename', item }),
    remove: (item) => setDialog({ kind: 'delete', item }),
    download: (item) => void download(item),
    share: (item) => setDialog({ kind: 'share', item }),
  }
  const segments = prefix.split('/').filter(Boolean)

  const createFolder = async (name: string) => {
    setCreatingFolder(true)
    try {
      await uploadObject(
        {
          ref: projectRef,
          bucketId: bucket.id,
          path: `${prefix}${name}/${EMPTY_FOLDER_PLACEHOLDER}`,
          file: new Blob([]),
        },
        () => {},
      ).promise
      setDialog(null)
      onNavigate(`${prefix}${name}/`)
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error), 'Failed to create folder')
    } finally {
      setCreatingFolder(false)
    }
  }

  return (
    <>
      <Group justify="space-between" mb="sm">
        <Breadcrumbs aria-label="Folder path">
          <Anchor component="button" type="button" onClick={() => onNavigate('')}>
            {bucket.name}
          </Anchor>
          {segments.map((segment, i) => (
            <Anchor
              key={i}
              component="button"
              type="button"
              onClick={() => onNavigate(`${segments.slice(0, i + 1).join('/')}/`)}
            >
              {segment}
            </Anchor>
          ))}
        </Breadcrumbs>
        <Group gap="xs">
          <Button variant="default" size="xs" onClick={() => setDialog({ kind: 'folder' })}>
            Create folder
          </Button>
          <Button size="xs" onClick={() => openRef.current?.()}>
            Upload files
          </Button>
        </Group>
      </Group>
      <UploadList uploads={uploads} onCancel={cancel} onClear={clearFinished} />
      <Grid>
        <Grid.Col span={selectedItem ? 7 : 12}>
          <FileDropZone
            openRef={openRef}
            onDrop={(files) => start(files, prefix)}
            label={`Drop files to upload to ${bucket.name}/${prefix}`}
          >
            {folder.isPending ? (
              <Loader aria-label="Loading files" />
            ) : folder.isError ? (
              <Alert color="red" title="Failed to retrieve files">
                {folder.error.message}
              </Alert>
            ) : items.length === 0 ? (
              <Text c="dimmed" p="xl" ta="center">
                This folder is empty. Drop files here or use Upload files.
              </Text>
            ) : (
              <ObjectList items={items} selectedName={selected} actions={actions} onEndReached={loadMore} />
            )}
          </FileDropZone>
        </Grid.Col>
        {selectedItem ? (
          <Grid.Col span={5}>
            <FilePreview
              key={selectedItem.name}
              projectRef={projectRef}
              bucketId={bucket.id}
              isPublic={bucket.public}
              path={pathOf(selectedItem)}
              item={selectedItem}
              onDownload={() => void download(selectedItem)}
              onShare={() => setDialog({ kind: 'share', item: selectedItem })}
              onClose={() => setSelected(undefined)}
            />
          </Grid.Col>
        ) : null}
      </Grid>
      {dialog?.kind === 'folder' ? (
        <NameModal
          title="Create folder"
          label="Folder name"
          initial=""
          submitLabel="Create"
          validate={(name) =>
            objectNameError(name) ?? (items.some((i) => i.name === name) ? `"${name}" already exists here` : null)
          }
          saving={creatingFolder}
          onClose={() => setDialog(null)}
          onSubmit={(name) => void createFolder(name)}
        />
      ) : null}
      {dialog?.kind === 'rename' ? (
        <NameModal
          title={`Rename or move "${dialog.item.name}"`}
          label="New path in the bucket"
          initial={`${prefix}${dialog.item.name}`}
          submitLabel="Save"
          validate={(path) =>
            !path.trim() || path.startsWith('/') || path.endsWith('/') || path.includes('//')
              ? 'Enter a path such as folder/name.txt'
              : null
          }
          saving={move.isPending}
          serverError={move.error?.message}
          onClose={() => (setDialog(null), move.reset())}
          onSubmit={(to) =>
            move.mutate(
              isFolder(dialog.item) ? { from: pathOf(dialog.item), to: `${to}/` } : { from: pathOf(dialog.item), to },
              { onSuccess: () => (toast.success(`Moved to ${to}`), setDialog(null), setSelected(undefined)) },
            )
          }
        />
      ) : null}
      {dialog?.kind === 'share' ? (
        <ShareUrlModal
          projectRef={projectRef}
          bucketId={bucket.id}
          isPublic={bucket.public}
          path={pathOf(dialog.item)}
          onClose={() => setDialog(null)}
        />
      ) : null}
      <ConfirmDialog
        visible={dialog?.kind === 'delete'}
        title={
          dialog?.kind === 'delete' ? `Delete ${isFolder(dialog.item) ? 'folder' : 'file'} "${dialog.item.name}"` : ''
        }
        variant="danger"
        confirmLabel="Delete"
        loading={remove.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={() =>
          dialog?.kind === 'delete' &&
          remove.mutate([pathOf(dialog.item)], {
            onSuccess: () => {
              toast.success(`Deleted ${dialog.item.name}`)
              if (dialog.item.name === selected) setSelected(undefined)
              setDialog(null)
            },
            onError: (error) => toast.error(error.message, 'Failed to delete'),
          })
        }
      >
        {dialog?.kind === 'delete' && isFolder(dialog.item)
          ? 'The folder and every file in it will be deleted. This cannot be undone.'
          : 'This file will be deleted. This cannot be undone.'}
      </ConfirmDialog>
    </>
  )
}
