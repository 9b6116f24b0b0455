/** The project pages of SPEC §2, one table for the sidebar, the command menu and the pages. */
export const PROJECT_SECTIONS = [
  { id: 'overview', to: '/project/$ref', label: 'Project home', group: 'Project', description: 'Status, service health and connection details of this project.' },
  { id: 'editor', to: '/project/$ref/editor/$id', label: 'Table editor', group: 'Database', description: 'Browse and edit the rows of your tables.' },
  { id: 'sql', to: '/project/$ref/sql/$id', label: 'SQL editor', group: 'Database', description: 'Write, save and run SQL snippets against your database.' },
  { id: 'database-graphiql', to: '/project/$ref/database/graphiql', label: 'GraphQL explorer', group: 'Database', description: 'Explore your database through its GraphQL schema.' },
  { id: 'column-privileges', to: '/project/$ref/database/column-privileges', label: 'Column privileges', group: 'Database', description: 'Grant and revoke access to single columns per role.' },
  { id: 'hooks', to: '/project/$ref/database/hooks', label: 'Database hooks', group: 'Database', description: 'Send HTTP requests or call functions when rows change.' },
  { id: 'wrappers', to: '/project/$ref/database/wrappers', label: 'Database wrappers', group: 'Database', description: 'Query external systems as if they were Postgres tables.' },
  // The Database section (issue 21): one contiguous block.
  { id: 'database-tables', to: '/project/$ref/database/tables', label: 'Tables', group: 'Database', description: 'The tables of a schema: create, edit, drop, with their size and row level security.' },
  { id: 'database-policies', to: '/project/$ref/database/policies', label: 'Policies', group: 'Database', description: 'Row level security per table and its policies.' },
  { id: 'database-functions', to: '/project/$ref/database/functions', label: 'Functions', group: 'Database', description: 'Postgres functions: arguments, return type, language, body.' },
  { id: 'database-triggers', to: '/project/$ref/database/triggers', label: 'Triggers', group: 'Database', description: 'Triggers on tables and event triggers.' },
  { id: 'database-types', to: '/project/$ref/database/types', label: 'Enumerated types', group: 'Database', description: 'Enumerated types and their values.' },
  { id: 'database-extensions', to: '/project/$ref/database/extensions', label: 'Extensions', group: 'Database', description: 'Enable and disable Postgres extensions.' },
  { id: 'database-indexes', to: '/project/$ref/database/indexes', label: 'Indexes', group: 'Database', description: 'Indexes per table with their size and use.' },
  { id: 'database-roles', to: '/project/$ref/database/roles', label: 'Roles', group: 'Database', description: 'Database roles and their attributes.' },
  { id: 'database-publications', to: '/project/$ref/database/publications', label: 'Publications', group: 'Database', description: 'Publications for replication and realtime, with their tables.' },
  { id: 'database-schemas', to: '/project/$ref/database/schemas', label: 'Schema visualizer', group: 'Database', description: 'An entity-relationship diagram of a schema.' },
  { id: 'auth-users', to: '/project/$ref/auth/users', label: 'Users', group: 'Authentication', description: 'The people who sign in to your app: search, invite, ban and delete them.' },
  { id: 'auth-providers', to: '/project/$ref/auth/providers', label: 'Sign in / Providers', group: 'Authentication', description: 'Email, phone, anonymous and OAuth sign-in, and password strength.' },
  { id: 'auth-url-configuration', to: '/project/$ref/auth/url-configuration', label: 'URL configuration', group: 'Authentication', description: 'The site URL and the redirect URLs allowed after sign-in.' },
  { id: 'auth-rate-limits', to: '/project/$ref/auth/rate-limits', label: 'Auth rate limits', group: 'Authentication', description: 'How many emails, SMS and sign-ins the auth service accepts.' },
  { id: 'auth-sessions', to: '/project/$ref/auth/sessions', label: 'Auth sessions', group: 'Authentication', description: 'How long users stay signed in.' },
  { id: 'auth-mfa', to: '/project/$ref/auth/mfa', label: 'Multi-factor authentication', group: 'Authentication', description: 'Which second factors users may enrol.' },
  { id: 'cron', to: '/project/$ref/integrations/cron', label: 'Cron', group: 'Integrations', description: 'Schedule recurring jobs inside Postgres.' },
  { id: 'api-graphiql', to: '/project/$ref/api/graphiql', label: 'API GraphQL explorer', group: 'API', description: 'Try queries against the project API from the browser.' },
  { id: 'storage-files', to: '/project/$ref/storage/files', label: 'Storage files', group: 'Storage', description: 'Upload, browse and share the files of your buckets.' },
  { id: 'storage-buckets', to: '/project/$ref/storage/buckets', label: 'Storage buckets', group: 'Storage', description: 'Create buckets and set their access rules.' },
  { id: 'functions', to: '/project/$ref/functions', label: 'Edge Functions', group: 'Edge Functions', description: 'Deploy, test and watch the server-side functions of this project.' },
  { id: 'functions-new', to: '/project/$ref/functions/new', label: 'Deploy a new function', group: 'Edge Functions', description: 'Write an edge function in the browser from a template and deploy it.' },
  { id: 'functions-secrets', to: '/project/$ref/functions/secrets', label: 'Edge Function secrets', group: 'Edge Functions', description: 'Set the secrets your edge functions read from their environment.' },
  { id: 'logs', to: '/project/$ref/logs', label: 'Logs', group: 'Observability', description: 'Search the logs of every service of this project.' },
  { id: 'reports-database', to: '/project/$ref/reports/database', label: 'Database report', group: 'Observability', description: 'Database size, cache and index hit rates, connections, running queries, locks, bloat and replication slots.' },
  { id: 'advisors-security', to: '/project/$ref/advisors/security', label: 'Security advisor', group: 'Advisors', description: 'Checks your database for security issues such as tables without row level security.' },
  { id: 'advisors-performance', to: '/project/$ref/advisors/query-performance', label: 'Query performance', group: 'Advisors', description: 'Finds slow queries and suggests indexes.' },
  { id: 'advisors-rules', to: '/project/$ref/advisors/rules/security', label: 'Advisor rules', group: 'Advisors', description: 'Choose which security advisor rules apply to this project.' },
  { id: 'settings-general', to: '/project/$ref/settings/general', label: 'General settings', group: 'Settings', description: 'Rename, pause, restore or delete this project.' },
  { id: 'settings-api-keys', to: '/project/$ref/settings/api-keys', label: 'API keys', group: 'Settings', description: 'Create, reveal once and revoke the keys of the project API.' },
  { id: 'settings-database', to: '/project/$ref/settings/database', label: 'Database settings', group: 'Settings', description: 'Database password, connection pooler, SSL enforcement and the address ranges allowed to connect.' },
  { id: 'vault-secrets', to: '/project/$ref/settings/vault/secrets', label: 'Vault secrets', group: 'Settings', description: 'Store encrypted secrets that your database can read.' },
] as const



/** Pages that need the hosted platform: a self-hosted dashboard leaves them out of its navigation. */
export const PLATFORM_ONLY_SECTION_IDS: ReadonlySet<string> = new Set(['settings-api-keys', 'settings-database'])
