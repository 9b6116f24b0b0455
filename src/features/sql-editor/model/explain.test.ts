import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSeededDatabase } from '@mocks/pglite/database'
import { costliestNode, explainSql, parsePlan } from './explain'

let db: PGlite
beforeAll(async () => {
  db = await createSeededDatabase()
}, 60_000)
afterAll(() => db.close())

const explain = async (sql: string, analyze = false) => (await db.query(explainSql(sql, analyze))).rows

describe('parsePlan', () => {
  it('reads a real plan into a tree with relations, rows and costs, and finds the costliest node', async () => {
    const plan = parsePlan(await explain('select * from orders join customers on customers.id = orders.customer_id;'))
    expect(plan.nodeType).toMatch(/Join/)
    const relations: string[] = []
    const visit = (node: typeof plan) => {
      if (node.relation) relations.push(node.relation)
      node.children.forEach(visit)
    }
    visit(plan)
    expect(relations.sort()).toEqual(['customers', 'orders'])
    expect(plan.estimatedRows).toBeGreaterThan(0)
    expect(plan.totalCost).toBeGreaterThan(0)
    expect(plan.actualRows).toBeUndefined()
    expect(costliestNode(plan).selfCost).toBeGreaterThan(0)
  })

  it('with ANALYZE, reads actual rows and times', async () => {
    const plan = parsePlan(await explain('select * from customers where country = \'US\'', true))
    expect(plan.actualRows).toBe(4)
    expect(plan.actualTimeMs).toBeGreaterThanOrEqual(0)
  })

  it('keeps the statement text at a fixed offset so error positions can be mapped back', () => {
    const sql = explainSql('  select 1;  ', false)
    expect(sql).toBe('explain (format json)   select 1')
  })
})
