/** SPEC §6: the permission action strings (read/write variants per area). Matched against entries with '%' wildcards. */
export const PermissionAction = {
  ANALYTICS_READ: 'analytics:Read',
  ANALYTICS_ADMIN_READ: 'analytics:Admin:Read',
  ANALYTICS_ADMIN_WRITE: 'analytics:Admin:Write',
  AUTH_EXECUTE: 'auth:Execute',
  BILLING_READ: 'billing:Read',
  BILLING_WRITE: 'billing:Write',
  CREATE: 'write:Create',
  READ: 'read:Read',
  UPDATE: 'write:Update',
  DELETE: 'write:Delete',
  FUNCTIONS_READ: 'functions:Read',
  FUNCTIONS_WRITE: 'functions:Write',
  FUNCTIONS_SECRET_READ: 'functions:Secret:Read',
  FUNCTIONS_SECRET_WRITE: 'functions:Secret:Write',
  INFRA_EXECUTE: 'infra:Execute',
  SECRETS_READ: 'secrets:Read',
  SECRETS_WRITE: 'secrets:Write',
  SQL_SELECT: 'sql:Read:Select',
  SQL_INSERT: 'sql:Write:Insert',
  SQL_UPDATE: 'sql:Write:Update',
  SQL_DELETE: 'sql:Write:Delete',
  STORAGE_READ: 'storage:Read',
  STORAGE_WRITE: 'storage:Write',
  STORAGE_ADMIN_READ: 'storage:Admin:Read',
  STORAGE_ADMIN_WRITE: 'storage:Admin:Write',
  REALTIME_ADMIN_READ: 'realtime:Admin:Read',
  REALTIME_ADMIN_WRITE: 'realtime:Admin:Write',
  REPLICATION_ADMIN_READ: 'replication:Admin:Read',
  REPLICATION_ADMIN_WRITE: 'replication:Admin:Write',
  TENANT_SQL_QUERY: 'tenant:Sql:Query',
  TENANT_SQL_SELECT: 'tenant:Sql:Read:Select',
  TENANT_SQL_INSERT: 'tenant:Sql:Write:Insert',
  TENANT_SQL_UPDATE: 'tenant:Sql:Write:Update',
  TENANT_SQL_DELETE: 'tenant:Sql:Write:Delete',
  TENANT_SQL_CREATE_TABLE: 'tenant:Sql:CreateTable',
  TENANT_SQL_ADMIN_READ: 'tenant:Sql:Admin:Read',
  TENANT_SQL_ADMIN_WRITE: 'tenant:Sql:Admin:Write',
} as const
export type PermissionAction = (typeof PermissionAction)[keyof typeof PermissionAction]

/** Resources named in permission checks (dotted; entries may use '%'). */
export const PermissionResource = {
  STRIPE_CUSTOMER: 'stripe.customer',
  STRIPE_SUBSCRIPTIONS: 'stripe.subscriptions',
  STRIPE_PAYMENT_METHODS: 'stripe.payment_methods',
  STRIPE_TAX_IDS: 'stripe.tax_ids',
  INVOICES: 'invoices',
  ORGANIZATIONS: 'organizations',
  USER_INVITES: 'user_invites',
  AUDIT_LOGS: 'audit_logs',
  PROJECTS: 'projects',
  BRANCHES: 'preview_branches',
  SQL_SNIPPETS: 'user_content',
  TABLES: 'tables',
  FUNCTIONS: 'functions',
  SECRETS: 'secrets',
  LOGS: 'logflare',
  STORAGE_BUCKETS: 'storage.buckets',
  STORAGE_OBJECTS: 'storage.objects',
} as const
export type PermissionResource = (typeof PermissionResource)[keyof typeof PermissionResource]

/** SPEC §6: API scope strings for access tokens (read/write per area). */
export const API_SCOPE_AREAS = [
  'analytics', 'auth', 'database', 'domains', 'edge_functions', 'environment',
  'organizations', 'projects', 'rest', 'secrets', 'storage',
] as const
export type ApiScopeArea = (typeof API_SCOPE_AREAS)[number]
export type ApiScope = `${ApiScopeArea}:${'read' | 'write'}`
export const API_SCOPES: readonly ApiScope[] = API_SCOPE_AREAS.flatMap((area) => [`${area}:read` as const, `${area}:write` as const])
