/** Connection strings for the Connect dialog. The password is always the placeholder, never a secret. */
export const PASSWORD_PLACEHOLDER = '[YOUR-PASSWORD]'

export const CONNECTION_METHODS = ['direct', 'session', 'transaction'] as const
export type ConnectionMethod = (typeof CONNECTION_METHODS)[number]
export const CONNECTION_METHOD_LABELS: Record<ConnectionMethod, string> = {
  direct: 'Direct connection',
  session: 'Session pooler',
  transaction: 'Transaction pooler',
}

export interface Endpoint {
  host: string
  port: number
  user: string
  database: string
}

const POSTGRES_URI = /^postgres(?:ql)?:\/\/([^:@/]+)(?::[^@]*)?@(\[[^\]]+\]|[^:/?]+)(?::(\d+))?\/([^?]*)/

/** Reads host, port, user and database from a postgres:// string; its password is dropped. */
export function parseConnectionString(value: string | null | undefined): Endpoint | undefined {
  const match = POSTGRES_URI.exec(value?.trim() ?? '')
  if (!match) return undefined
  const [, user = '', host = '', port, database] = match
  return { user: decodeURIComponent(user), host, port: port ? Number(port) : 5432, database: decodeURIComponent(database || 'postgres') }
}

export const SESSION_POOLER_PORT = 5432
export const TRANSACTION_POOLER_PORT = 6543

export interface ProjectConnectionSource {
  ref: string
  /** The platform's pooler string of the project (the detail's connectionString). */
  connectionString?: string | null
  db: Endpoint
}

/**
 * The project's endpoints per method: direct from its settings, the poolers on the pooler host the
 * platform named for this project (its own region), absent when it has none (self-hosted).
 */
export function projectEndpoints({ connectionString, db }: ProjectConnectionSource): Partial<Record<ConnectionMethod, Endpoint>> {
  const pooler = parseConnectionString(connectionString)
  if (!pooler || pooler.host === db.host) return { direct: db }
  return {
    direct: db,
    session: { ...pooler, port: SESSION_POOLER_PORT },
    transaction: { ...pooler, port: TRANSACTION_POOLER_PORT },
  }
}

export const CONNECTION_FORMATS = [
  'uri', 'psql', 'jdbc', 'dotnet', 'go', 'psycopg', 'sqlalchemy', 'node-postgres', 'prisma', 'drizzle',
] as const
export type ConnectionFormat = (typeof CONNECTION_FORMATS)[number]
export const CONNECTION_FORMAT_LABELS: Record<ConnectionFormat, string> = {
  uri: 'URI',
  psql: 'psql',
  jdbc: 'JDBC',
  dotnet: '.NET',
  go: 'Go',
  psycopg: 'Python (psycopg)',
  sqlalchemy: 'Python (SQLAlchemy)',
  'node-postgres': 'Node (node-postgres)',
  prisma: 'Node (Prisma)',
  drizzle: 'Node (Drizzle)',
}

export function connectionUri({ host, port, user, database }: Endpoint, scheme = 'postgresql') {
  return `${scheme}://${encodeURIComponent(user)}:${PASSWORD_PLACEHOLDER}@${host}:${port}/${encodeURIComponent(database)}`
}

/** The text to copy for one endpoint in one format. */
export function connectionText(format: ConnectionFormat, endpoint: Endpoint, method: ConnectionMethod): string {
  const { host, port, user, database } = endpoint
  const uri = connectionUri(endpoint)
  const transaction = method === 'transaction'
  switch (format) {
    case 'uri':
      return uri
    case 'psql':
      return `psql -h ${host} -p ${port} -d ${database} -U ${user}`
    case 'jdbc':
      return `jdbc:postgresql://${host}:${port}/${database}?user=${encodeURIComponent(user)}&password=${PASSWORD_PLACEHOLDER}`
    case 'dotnet':
      return `Host=${host};Port=${port};Database=${database};Username=${user};Password=${PASSWORD_PLACEHOLDER};SSL Mode=Require;Trust Server Certificate=true${transaction ? ';No Reset On Close=true' : ''}`
    case 'go':
      return `user=${user} password=${PASSWORD_PLACEHOLDER} host=${host} port=${port} dbname=${database}`
    case 'psycopg':
      return `import psycopg\n\nconn = psycopg.connect("${uri}"${transaction ? ', prepare_threshold=None' : ''})`
    case 'sqlalchemy':
      return transaction
        ? `from sqlalchemy import create_engine\nfrom sqlalchemy.pool import NullPool\n\nengine = create_engine("${connectionUri(endpoint, 'postgresql+psycopg')}", poolclass=NullPool)`
        : `from sqlalchemy import create_engine\n\nengine = create_engine("${connectionUri(endpoint, 'postgresql+psycopg')}")`
    case 'node-postgres':
      return `// .env\nDATABASE_URL="${uri}"\n\nimport pg from 'pg'\n\nconst pool = new pg.Pool({ connectionString: process.env.DATABASE_URL })`
    case 'prisma':
      return `// .env\nDATABASE_URL="${uri}${transaction ? '?pgbouncer=true' : ''}"\n\n// schema.prisma\ndatasource db {\n  provider = "postgresql"\n  url      = env("DATABASE_URL")\n}`
    case 'drizzle':
      return `// .env\nDATABASE_URL="${uri}"\n\nimport { drizzle } from 'drizzle-orm/postgres-js'\nimport postgres from 'postgres'\n\nconst client = postgres(process.env.DATABASE_URL${transaction ? ', { prepare: false }' : ''})\nexport const db = drizzle(client)`
  }
}

/** What each method suits, and its IP version (the direct host is IPv6 unless the project says IPv4). */
export function connectionNote(method: ConnectionMethod, ipConfig: string | undefined): string {
  if (method === 'session') return 'IPv4 and IPv6. For persistent back ends that need IPv4: one connection per client session.'
  if (method === 'transaction')
    return 'IPv4 and IPv6. For serverless and edge functions: many short connections. Prepared statements are not supported.'
  if (ipConfig === 'ipv6')
    return 'IPv6 only. For long-lived servers on networks with IPv6; on an IPv4-only network use the session pooler.'
  return 'For long-lived servers and tools that keep one connection open.'
}
