import { Divider, Stack } from '@mantine/core'
import { PageHeader } from '@/components/page-header'
import { useProjectConnection } from '../api/run-built-sql'
import { ChangesLedger } from './changes-ledger'
import { CliMigrations } from './cli-migrations'

/** CONTRACT §10 database/migrations (§17): the changes ledger beside the migrations the CLI applied. */
export function MigrationsPage({ projectRef }: { projectRef: string }) {
  const connection = useProjectConnection(projectRef)
  return (
    <>
      <PageHeader
        title="Migrations"
        description="Turn the schema changes made in this dashboard into a migration file for your repository, beside the migrations the Supabase CLI applied."
      />
      <Stack gap="xl">
        <ChangesLedger projectRef={projectRef} />
        <Divider />
        <CliMigrations connection={connection} />
      </Stack>
    </>
  )
}
