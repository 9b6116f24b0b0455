/** The project pages of SPEC §2, one table for the sidebar, the command menu and the pages. */
export const PROJECT_SECTIONS = [
  { id: 'overview', to: '/project/$ref', label: 'Project home', group: 'Project', description: 'Status, service health and connection details of this project.' },
  { id: 'editor', to: '/project/$ref/editor/$id', label: 'Table editor', group: 'Database', description: 'Browse and edit the rows of your tables.' },
  { id: 'sql', to: '/project/$ref/sql/$id', label: 'SQL editor', group: 'Database', description: 'Write, save and run SQL snippets against your database.' },
  { id: 'database-graphiql', to: '/project/$ref/database/graphiql', label: 'GraphQL explorer', group: 'Database', description: 'Explore your database through its GraphQL schema.' },
  { id: 'column-privileges', to: '/project/$ref/database/column-privileges', label: 'Column privileges', group: 'Database', description: 'Grant and revoke access to single columns per role.' },
  { id: 'hooks', to: '/project/$ref/database/hooks', label: 'Database hooks', group: 'Database', description: 'Send HTTP requests or call functions when rows change.' },
  { id: 'wrappers', to: '/project/$ref/database/wrappers', label: 'Database wrappers', group: 'Database', description: 'Query external systems as if they were Postgres tables.' },
  { id: 'cron', to: '/project/$ref/integrations/cron', label: 'Cron', group: 'Integrations', description: 'Schedule recurring jobs inside Postgres.' },
  { id: 'api-graphiql', to: '/project/$ref/api/graphiql', label: 'API GraphQL explorer', group: 'API', description: 'Try queries against the project API from the browser.' },
  { id: 'storage-files', to: '/project/$ref/storage/files', label: 'Storage files', group: 'Storage', description: 'Upload, browse and share the files of your buckets.' },
  { id: 'storage-buckets', to: '/project/$ref/storage/buckets', label: 'Storage buckets', group: 'Storage', description: 'Create buckets and set their access rules.' },
  { id: 'logs', to: '/project/$ref/logs', label: 'Logs', group: 'Observability', description: 'Search the logs of every service of this project.' },
  { id: 'advisors-security', to: '/project/$ref/advisors/security', label: 'Security advisor', group: 'Advisors', description: 'Checks your database for security issues such as tables without row level security.' },
  { id: 'advisors-performance', to: '/project/$ref/advisors/query-performance', label: 'Query performance', group: 'Advisors', description: 'Finds slow queries and suggests indexes.' },
  { id: 'advisors-rules', to: '/project/$ref/advisors/rules/security', label: 'Advisor rules', group: 'Advisors', description: 'Choose which security advisor rules apply to this project.' },
  { id: 'settings-general', to: '/project/$ref/settings/general', label: 'General settings', group: 'Settings', description: 'Rename, pause, restore or delete this project.' },
  { id: 'settings-api-keys', to: '/project/$ref/settings/api-keys', label: 'API keys', group: 'Settings', description: 'Create, reveal once and revoke the keys of the project API.' },
  { id: 'settings-database', to: '/project/$ref/settings/database', label: 'Database settings', group: 'Settings', description: 'SSL enforcement and the address ranges allowed to connect.' },
  { id: 'vault-secrets', to: '/project/$ref/settings/vault/secrets', label: 'Vault secrets', group: 'Settings', description: 'Store encrypted secrets that your database can read.' },
] as const



/** Pages that need the hosted platform: a self-hosted dashboard leaves them out of its navigation. */
export const PLATFORM_ONLY_SECTION_IDS: ReadonlySet<string> = new Set(['settings-api-keys', 'settings-database'])
