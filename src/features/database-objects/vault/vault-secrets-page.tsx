import { Button, Stack, Table, Text } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { PageHeader } from '@/components/page-header'
import {
  createVaultSecret,
  deleteVaultSecret,
  ExtensionRequired,
  QueryError,
  updateVaultSecret,
  type VaultSecret,
} from '@/features/database'
import { extensionStatusQueryOptions } from '@/features/database/api/extension-status-query'
import { databaseObjectKeys } from '../api/keys'
import { useProjectConnection, useRunSqlMutation } from '../api/run-built-sql'
import { formatDateTime } from '@/lib/format/date-time'
import { DeleteAction, EditAction, ObjectTable, RowActions } from '../components/object-table'
import { Loading, QueryRows } from '../components/query-status'
import { SecretFormModal, type SecretFormValues } from './secret-form-modal'
import { SecretValue } from './secret-value'
import { vaultSecretsQueryOptions, vaultStatusQueryOptions } from './vault-queries'

const VAULT_EXTENSION = {
  name: 'supabase_vault',
  reason:
    'Vault stores secrets encrypted in the database; this page works through its vault.create_secret and vault.update_secret functions and the vault.decrypted_secrets view.',
  install: 'Install supabase_vault (and pgsodium, which it uses) on your database server, then enable it here.',
}

type Editing = { mode: 'create' } | { mode: 'edit'; secret: VaultSecret } | null

/** SPEC §2 Vault secrets: names, descriptions and dates; values hidden until revealed. */
export function VaultSecretsPage({ projectRef }: { projectRef: string }) {
  const connection = useProjectConnection(projectRef)
  const status = useQuery(vaultStatusQueryOptions(connection))
  const available = status.data?.[0]?.available === true
  const extension = useQuery({
    ...extensionStatusQueryOptions(connection, VAULT_EXTENSION.name),
    enabled: status.data !== undefined && !available,
  })
  const secrets = useQuery({ ...vaultSecretsQueryOptions(connection), enabled: available })
  const save = useRunSqlMutation(connection, [databaseObjectKeys.vault(projectRef)])
  const remove = useRunSqlMutation(connection, [databaseObjectKeys.vault(projectRef)])
  const [editing, setEditing] = useState<Editing>(null)
  const [deleting, setDeleting] = useState<VaultSecret | null>(null)

  function onSave(values: SecretFormValues) {
    const built =
      editing?.mode === 'edit'
        ? updateVaultSecret(editing.secret.id, { ...values, secret: values.secret || null })
        : createVaultSecret(values)
    save.mutate(built, { onSuccess: () => setEditing(null) })
  }

  return (
    <>
      <PageHeader
        title="Vault secrets"
        description="Store encrypted secrets that your database can read."
        actions={
          available ? (
            <Button leftSection={<IconPlus size={16} />} onClick={() => (save.reset(), setEditing({ mode: 'create' }))}>
              Add new secret
            </Button>
          ) : null
        }
      />
      <Stack gap="md">
        {status.isPending ? <Loading label="Loading vault" /> : null}
        {status.error ? <QueryError title="Could not read the vault" error={status.error} /> : null}
        {status.data && !available ? (
          <ExtensionRequired database={connection} extension={VAULT_EXTENSION} status={extension.data} />
        ) : null}
        <QueryRows
          query={secrets}
          what="secrets"
          empty="No secrets yet. Add one to keep API keys and tokens out of your code."
        >
          {(rows) => (
            <ObjectTable label="Secrets" columns={['Name', 'Description', 'Value', 'Created', 'Updated']}>
              {rows.map((secret) => {
                const name = secret.name ?? secret.id
                return (
                  <Table.Tr key={secret.id}>
                    <Table.Td fw={500}>{name}</Table.Td>
                    <Table.Td>{secret.description}</Table.Td>
                    <Table.Td>
                      <SecretValue connection={connection} id={secret.id} name={name} />
                    </Table.Td>
                    <Table.Td>{formatDateTime(secret.created_at)}</Table.Td>
                    <Table.Td>{formatDateTime(secret.updated_at)}</Table.Td>
                    <RowActions>
                      <EditAction name={name} onClick={() => (save.reset(), setEditing({ mode: 'edit', secret }))} />
                      <DeleteAction name={name} onClick={() => (remove.reset(), setDeleting(secret))} />
                    </RowActions>
                  </Table.Tr>
                )
              })}
            </ObjectTable>
          )}
        </QueryRows>
      </Stack>
      {editing ? (
        <SecretFormModal
          opened
          secret={editing.mode === 'edit' ? editing.secret : null}
          saving={save.isPending}
          error={save.error}
          onSave={onSave}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        visible={deleting !== null}
        title={`Delete secret ${deleting?.name ?? ''}`}
        variant="danger"
        confirmLabel="Delete secret"
        loading={remove.isPending}
        onConfirm={() =>
          deleting && remove.mutate(deleteVaultSecret(deleting.id), { onSuccess: () => setDeleting(null) })
        }
        onCancel={() => setDeleting(null)}
      >
        <Text size="sm">
          Anything that reads this secret from the vault will no longer find it. This cannot be undone.
        </Text>
        {remove.error ? <QueryError title="The secret was not deleted" error={remove.error} /> : null}
      </ConfirmDialog>
    </>
  )
}
