import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { WrappersPage } from '@/features/database-objects/wrappers/wrappers-page'
import { pageOnPostgres15 } from '../support/pg-meta-on-cluster'
import { renderWithProviders } from '../support/render'

/** The wrappers page against real PostgreSQL 15, which has postgres_fdw available (PGlite has not). */
describe('wrappers page on PostgreSQL 15 with postgres_fdw', () => {
  const { query, port: clusterPort } = pageOnPostgres15({}, async (query) => {
    await query('create database remote_shop')
    await query(
      `create schema sales; create table sales.orders (id int primary key, total numeric); create table sales.refunds (id int);
       insert into sales.orders values (1, 9.5), (2, 20)`,
      'remote_shop',
    )
  })

  it('enables postgres_fdw, adds a server with its user mapping, imports a schema, and deletes the server', async () => {
    const user = userEvent.setup()
    renderWithProviders(<WrappersPage projectRef="acmeblogprod01" />)
    const note = await screen.findByRole('alert', { name: 'Needs the postgres_fdw extension' }, { timeout: 15_000 })
    await user.click(within(note).getByRole('button', { name: 'Enable postgres_fdw' }))
    const enable = await screen.findByRole('dialog', { name: 'Enable postgres_fdw' })
    expect(within(enable).getByLabelText('SQL to run')).toHaveTextContent(
      'create schema if not exists "extensions"; create extension if not exists "postgres_fdw" with schema "extensions" cascade;',
    )
    await user.click(within(enable).getByRole('button', { name: 'Enable postgres_fdw' }))
    const wrappers = await screen.findByRole('table', { name: 'Foreign data wrappers' }, { timeout: 10_000 })
    expect(wrappers).toHaveTextContent('postgres_fdw')

    await user.click(screen.getByRole('button', { name: 'Add Postgres server' }))
    const form = await screen.findByRole('dialog', { name: 'Add Postgres server' })
    await user.click(within(form).getByRole('button', { name: 'Add server' }))
    expect(within(form).getAllByText('Required')).toHaveLength(3)
    await user.type(within(form).getByLabelText(/^Server name/), 'shop db')
    await user.type(within(form).getByLabelText(/^Host/), '127.0.0.1')
    const port = within(form).getByLabelText(/^Port/)
    await user.clear(port)
    await user.type(port, String(clusterPort()))
    const dbname = within(form).getByLabelText(/^Database name/)
    await user.clear(dbname)
    await user.type(dbname, 'remote_shop')
    await user.type(within(form).getByLabelText(/^Remote user/), 'postgres')
    await user.type(within(form).getByLabelText(/^Remote password/), "s3cret'")
    expect(within(form).getByLabelText('SQL to run')).not.toHaveTextContent('s3cret')
    await user.click(within(form).getByRole('button', { name: 'Add server' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Postgres server' })).toBeNull())

    const servers = await screen.findByRole('table', { name: 'Foreign servers' })
    expect(within(servers).getByRole('row', { name: /shop db/ })).toHaveTextContent(`dbname=remote_shop, host=127.0.0.1, port=${clusterPort()}`)
    expect(servers).not.toHaveTextContent('s3cret')
    expect(await query(`select umoptions from pg_user_mappings where srvname = 'shop db'`)).toEqual([
      { umoptions: ['user=postgres', "password=s3cret'"] },
    ])

    await user.click(screen.getByRole('button', { name: 'Import foreign schema' }))
    const importing = await screen.findByRole('dialog', { name: 'Import foreign schema' })
    const remote = within(importing).getByLabelText(/^Remote schema/)
    await user.clear(remote)
    await user.type(remote, 'sales')
    await user.type(within(importing).getByLabelText(/^Local schema/), 'shop')
    await user.type(within(importing).getByLabelText(/^Only these tables/), 'orders')
    await user.click(within(importing).getByRole('button', { name: 'Import' }))
    const tables = await screen.findByRole('table', { name: 'Foreign tables' }, { timeout: 10_000 })
    expect(within(tables).getByRole('row', { name: /shop\.orders/ })).toHaveTextContent('shop db')
    expect(tables).not.toHaveTextContent('refunds')
    expect(await query('select sum(total)::text as total from shop.orders')).toEqual([{ total: '29.5' }])

    await user.click(within(servers).getByRole('button', { name: 'Delete server shop db' }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete server shop db' })
    await user.click(within(confirm).getByRole('button', { name: 'Delete server' }))
    expect(await screen.findByText('No foreign servers yet.')).toBeInTheDocument()
    expect(await screen.findByText('No foreign tables yet.')).toBeInTheDocument()
    expect(await query(`select count(*)::int as n from pg_foreign_server`)).toEqual([{ n: 0 }])
  }, 90_000)
})
