import { Checkbox, Code, MultiSelect, Select, SimpleGrid, Text, Textarea, TextInput } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { MONO_INPUT_STYLES } from '@/components/mono-input'
import { bucketCondition, createStoragePoliciesSql, STORAGE_OPERATIONS, storagePolicyTemplates, type StorageCommand, type StoragePolicyDraft } from '@/features/database'
import { policiesQueryOptions, policyRolesQueryOptions, SqlFormModal } from '@/features/database-objects'
import { useRunSqlMutation, type ProjectConnection } from '@/features/database-objects/api/run-built-sql'

const TEMPLATES = storagePolicyTemplates()

/**
 * A new policy for one bucket, from a template or from scratch: the operations it allows (one policy
 * each), the roles, and the condition that follows the bucket's own; the SQL is shown as it is typed,
 * and a failure keeps every field.
 */
export function StoragePolicyFormModal({ connection, bucket, onClose }: { connection: ProjectConnection; bucket: string; onClose: () => void }) {
  const [draft, setDraft] = useState<StoragePolicyDraft>({ bucket, name: '', commands: ['SELECT'], roles: [], definition: '' })
  const roles = useQuery(policyRolesQueryOptions(connection))
  const save = useRunSqlMutation(connection, [policiesQueryOptions(connection, 'storage').queryKey])
  const set = (change: Partial<StoragePolicyDraft>) => setDraft((d) => ({ ...d, ...change }))
  const roleOptions = [...new Set(['public', ...(roles.data ?? []).map((r) => r.name), ...draft.roles])]

  return (
    <SqlFormModal
      title={`New policy for the bucket ${bucket}`}
      submitLabel="Create policy"
      errorTitle="The policy was not created"
      build={() => createStoragePoliciesSql(draft)}
      saving={save.isPending}
      error={save.error}
      onRun={(built) => save.mutate(built, { onSuccess: onClose })}
      onClose={onClose}
    >
      <Select
        label="Start from a template"
        placeholder="From scratch"
        data={TEMPLATES.map((t) => ({ value: t.id, label: t.label }))}
        clearable
        onChange={(id) => {
          const template = TEMPLATES.find((t) => t.id === id)
          if (template) set({ name: `${template.name} in ${bucket}`, roles: template.roles, commands: template.commands, definition: template.definition })
        }}
      />
      <TextInput label="Name" required value={draft.name} onChange={(e) => set({ name: e.currentTarget.value })} data-autofocus />
      <Checkbox.Group
        label="Allowed operations"
        description="One policy is created for each operation, named after the API call it allows when there are several."
        value={[...draft.commands]}
        onChange={(value) => set({ commands: value as StorageCommand[] })}
      >
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt={6}>
          {STORAGE_OPERATIONS.map((op) => (
            <Checkbox key={op.command} value={op.command} label={`${op.command} (${op.calls})`} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      <MultiSelect label="Roles" description="None chosen: every role (public)" data={roleOptions} value={[...draft.roles]} searchable onChange={(v) => set({ roles: v })} />
      <Textarea
        label="Policy definition"
        description={
          <>
            Which objects the policy lets through. It always starts with <Code>{bucketCondition(bucket)} and</Code>; empty: every object of the
            bucket. Name the object&apos;s path as <Code>name</Code>; <Code>(storage.foldername(name))[1]</Code> is its first folder.
          </>
        }
        autosize
        minRows={2}
        styles={MONO_INPUT_STYLES}
        value={draft.definition}
        onChange={(e) => set({ definition: e.currentTarget.value })}
      />
      <Text size="xs" c="dimmed">
        SELECT and DELETE check the existing object (USING), INSERT the new one (WITH CHECK), UPDATE both.
      </Text>
    </SqlFormModal>
  )
}
