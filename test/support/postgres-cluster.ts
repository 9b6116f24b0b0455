import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, appendFileSync, rmSync, chownSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** Where Debian puts PostgreSQL 15's server programs; PG_BIN overrides. */
export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin'

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

export interface PostgresCluster {
  port: number
  /** A connection string to the postgres database as the postgres superuser. */
  url: (database?: string) => string
  stop: () => void
}

/**
 * A throwaway PostgreSQL cluster in a temp directory on a free port, with the given settings (e.g.
 * shared_preload_libraries). As root it runs as the postgres user, which initdb requires.
 */
export async function startPostgresCluster(settings: Record<string, string> = {}): Promise<PostgresCluster> {
  // A real component of the suite (.ci/run installs it): missing, the tests fail here, they never skip.
  if (!existsSync(join(PG_BIN, 'initdb')) || !existsSync(join(PG_BIN, 'pg_ctl')))
    throw new Error(`PostgreSQL 15 is missing at ${PG_BIN}: apt-get install -y postgresql postgresql-15-cron`)
  const dir = mkdtempSync(join(tmpdir(), 'pg-cluster-'))
  const data = join(dir, 'data')
  const asRoot = process.getuid?.() === 0
  const run = (program: string, args: string[]) => {
    const command = asRoot ? 'runuser' : join(PG_BIN, program)
    const argv = asRoot ? ['-u', 'postgres', '--', join(PG_BIN, program), ...args] : args
    execFileSync(command, argv, { stdio: 'pipe', cwd: dir })
  }
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim())
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim())
    chownSync(dir, uid, gid)
  }
  const port = await freePort()
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'])
  const conf = { listen_addresses: "'127.0.0.1'", port: String(port), unix_socket_directories: `'${dir}'`, fsync: 'off', ...settings }
  appendFileSync(join(data, 'postgresql.conf'), Object.entries(conf).map(([k, v]) => `${k} = ${v}\n`).join(''))
  run('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-w', '-t', '60', 'start'])
  return {
    port,
    url: (database = 'postgres') => `postgresql://postgres@127.0.0.1:${port}/${database}`,
    stop: () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}
