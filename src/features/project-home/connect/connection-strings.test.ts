import { describe, expect, it } from 'vitest'
import { poolerConnectionString } from '../../../../mocks/fixtures/projects'
import { CONNECTION_FORMATS, connectionText, parseConnectionString, PASSWORD_PLACEHOLDER, projectEndpoints } from './connection-strings'

const db = { host: 'db.northwindshop1.example.com', port: 5432, user: 'postgres', database: 'postgres' }

describe('projectEndpoints', () => {
  it('puts the poolers on the pooler host of the project’s own region (issue 25 item 6)', () => {
    const endpoints = projectEndpoints({ ref: 'northwindshop1', connectionString: poolerConnectionString('northwindshop1', 'us-east-1'), db })
    expect(endpoints.direct).toEqual(db)
    expect(endpoints.session).toEqual({ host: 'aws-0-us-east-1.pooler.example.com', port: 5432, user: 'postgres.northwindshop1', database: 'postgres' })
    expect(endpoints.transaction?.port).toBe(6543)
    expect(connectionText('uri', endpoints.transaction!, 'transaction')).toBe(
      'postgresql://postgres.northwindshop1:[YOUR-PASSWORD]@aws-0-us-east-1.pooler.example.com:6543/postgres',
    )
  })

  it('offers only the direct connection when there is no pooler (self-hosted)', () => {
    const local = { host: 'localhost', port: 5432, user: 'postgres', database: 'postgres' }
    expect(projectEndpoints({ ref: 'default', connectionString: 'postgresql://postgres:s3cret@localhost:5432/postgres', db: local })).toEqual({ direct: local })
  })
})

describe('connectionText', () => {
  it('never carries a password from the source string, in any format', () => {
    const parsed = parseConnectionString('postgres://admin:hunter2@10.0.0.5:6000/app')!
    expect(parsed).toEqual({ user: 'admin', host: '10.0.0.5', port: 6000, database: 'app' })
    for (const format of CONNECTION_FORMATS) {
      const text = connectionText(format, parsed, 'direct')
      expect(text).not.toContain('hunter2')
      expect(text).toContain('10.0.0.5')
      if (format !== 'psql') expect(text).toContain(PASSWORD_PLACEHOLDER)
    }
  })

  it('turns prepared statements off for the transaction pooler where the driver needs it', () => {
    const endpoint = { ...db, port: 6543 }
    expect(connectionText('prisma', endpoint, 'transaction')).toContain('?pgbouncer=true')
    expect(connectionText('drizzle', endpoint, 'transaction')).toContain('prepare: false')
    expect(connectionText('drizzle', endpoint, 'session')).not.toContain('prepare: false')
  })

  it('reads no endpoint from garbage', () => {
    expect(parseConnectionString('not a url')).toBeUndefined()
    expect(parseConnectionString(null)).toBeUndefined()
  })
})
