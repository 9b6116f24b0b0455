import { Group, Select, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { PageHeader } from '@/components/page-header'
import { type ColumnPrivilege, type ColumnPrivilegeRow, grantColumnPrivilege, QueryError, revokeColumnPrivilege, SqlConfirmDialog } from '@/features/database'
import { databaseObjectKeys } from '../api/keys'
import { useProjectConnection, useRunSqlMutation, type BuiltSql } from '../api/run-built-sql'
import { Loading } from '../components/query-status'
import {
  columnPrivilegesQueryOptions,
  privilegeRolesQueryOptions,
  privilegeTablesQueryOptions,
  privilegeTarget,
} from './column-privileges-queries'
import { PrivilegeMatrix } from './privilege-matrix'
import type { ColumnPrivilegesSearch } from './search'

const tableValue = (schema: string, name: string) => JSON.stringify([schema, name])

interface PendingChange {
  grant: boolean
  built: BuiltSql<unknown>
  label: string
}

/** SPEC §2 Column privileges: per role and table, columns × SELECT / INSERT / UPDATE / REFERENCES. */
export function ColumnPrivilegesPage({
  projectRef,
  search,
  onSearchChange,
}: {
  projectRef: string
  search: ColumnPrivilegesSearch
  onSearchChange: (search: ColumnPrivilegesSearch) => void
}) {
  const connection = useProjectConnection(projectRef)
  const tables = useQuery(privilegeTablesQueryOptions(connection))
  const roles = useQuery(privilegeRolesQueryOptions(connection))
  const roleNames = roles.data?.map((r) => r.name) ?? []
  const { role, table, target } = privilegeTarget(tables.data, roleNames, search)
  const matrix = useQuery({
    ...columnPrivilegesQueryOptions(connection, target ?? { schema: '', table: '', role: '' }),
    enabled: Boolean(connection.connectionString && target),
  })
  const change = useRunSqlMutation(connection, [databaseObjectKeys.columnPrivileges(projectRef)])
  const [pending, setPending] = useState<PendingChange | null>(null)

  function toggle(row: ColumnPrivilegeRow, privilege: ColumnPrivilege) {
    if (!target || !matrix.data) return
    const grant = { ...target, column: row.column, privilege }
    const source = row[privilege]
    const built =
      source === null
        ? grantColumnPrivilege(grant)
        : revokeColumnPrivilege(
            grant,
            source === 'table' ? { otherColumns: matrix.data.map((r) => r.column).filter((c) => c !== row.column) } : undefined,
          )
    const label = `${privilege} on ${target.schema}.${target.table}.${row.column} ${source === null ? 'to' : 'from'} ${target.role}`
    change.reset()
    setPending({ grant: source === null, built, label })
  }

  const loadError = tables.error ?? roles.error ?? matrix.error
  return (
    <>
      <PageHeader title="Column privileges" description="Grant and revoke access to single columns per role." />
      <Stack gap="md">
        <Group gap="md" align="flex-end">
          <Select
            label="Role"
            data={roleNames}
            value={role ?? null}
            onChange={(value) => value && onSearchChange({ ...search, role: value })}
            searchable
            allowDeselect={false}
            w={220}
            maw="100%"
          />
          <Select
            label="Table"
            data={(tables.data ?? []).map((t) => ({ value: tableValue(t.schema, t.name), label: `${t.schema}.${t.name}` }))}
            value={table ? tableValue(table.schema, table.name) : null}
            onChange={(value) => {
              if (!value) return
              const [schema, name] = JSON.parse(value) as [string, string]
              onSearchChange({ ...search, schema, table: name })
            }}
            searchable
            allowDeselect={false}
            w={320}
            maw="100%"
          />
        </Group>
        {loadError ? <QueryError title="Could not read the privileges" error={loadError} /> : null}
        {tables.isPending || roles.isPending || (target && matrix.isPending) ? <Loading label="Loading privileges" /> : null}
        {tables.data?.length === 0 ? <Text c="dimmed">This database has no tables yet.</Text> : null}
        {target && matrix.data ? (
          <>
            <Text size="sm" c="dimmed">
              Privileges granted directly to {target.role}. A grant on the whole table covers every column; unticking
              one column replaces it with grants on the other columns.
            </Text>
            <PrivilegeMatrix rows={matrix.data} role={target.role} table={`${target.schema}.${target.table}`} onToggle={toggle} />
          </>
        ) : null}
      </Stack>
      <SqlConfirmDialog
        visible={pending !== null}
        title={pending?.grant ? 'Grant privilege' : 'Revoke privilege'}
        description={pending ? `${pending.grant ? 'Grant' : 'Revoke'} ${pending.label}.` : undefined}
        sql={pending?.built.sql ?? ''}
        confirmLabel={pending?.grant ? 'Grant' : 'Revoke'}
        variant={pending?.grant ? 'success' : 'warning'}
        loading={change.isPending}
        error={change.error}
        onConfirm={() => pending && change.mutate(pending.built, { onSuccess: () => setPending(null) })}
        onCancel={() => setPending(null)}
      />
    </>
  )
}
