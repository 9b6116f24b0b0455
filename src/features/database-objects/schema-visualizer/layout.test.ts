import { describe, expect, it, vi } from 'vitest'
import type { GraphTable } from '@/features/database'
import { autoLayout, layoutSignature, placeTables } from './layout'
import { cachedAutoLayout } from './saved-layout'

const table = (id: number, parent?: number): GraphTable => ({
  id,
  name: `t${id}`,
  columns: [{ name: 'id', type: 'int', primary_key: true, nullable: false }],
  foreign_keys: parent
    ? [{ name: `fk${id}`, columns: ['parent_id'], target_id: parent, target_schema: 'public', target_table: `t${parent}`, target_columns: ['id'] }]
    : [],
})

describe('schema visualizer layout', () => {
  it('places a referencing table left of the table it references, and keeps moved tables where the user put them', () => {
    const tables = [table(1), table(2, 1), table(3, 1)]
    const placed = placeTables(tables, { t3: { x: 999, y: 5 } })
    const at = (id: number) => placed.find((p) => p.table.id === id)!.position
    expect(at(2).x).toBeLessThan(at(1).x)
    expect(at(3)).toEqual({ x: 999, y: 5 })
  })

  it('computes the automatic layout once per schema while its tables and keys are unchanged', () => {
    localStorage.clear()
    const tables = [table(1), table(2, 1)]
    const compute = vi.fn(() => autoLayout(tables))
    const first = cachedAutoLayout('ref', 'public', layoutSignature(tables), compute)
    expect(cachedAutoLayout('ref', 'public', layoutSignature(tables), compute)).toEqual(first)
    expect(compute).toHaveBeenCalledTimes(1)
    const changed = [...tables, table(3, 2)]
    cachedAutoLayout('ref', 'public', layoutSignature(changed), () => autoLayout(changed))
    expect(cachedAutoLayout('ref', 'public', layoutSignature(tables), compute)).toEqual(first)
    expect(compute).toHaveBeenCalledTimes(2)
  })

  it('makes a table as wide as its longest column row, so names and types are not cut (issue 32 item 21)', () => {
    const wide: GraphTable = {
      ...table(7),
      columns: [
        { name: 'id', type: 'int', primary_key: true, nullable: false },
        { name: 'customer_shipping_address_line_two', type: 'timestamp with time zone', primary_key: false, nullable: false },
      ],
    }
    const [placed] = placeTables([wide, table(8)])
    // 34 + 33 characters (the type with ' not null') at the node's 12 px and 11 px fonts, and padding.
    expect(placed!.width).toBeGreaterThanOrEqual(34 * 7 + 33 * 6.6 + 26)
    expect(placeTables([table(8)])[0]!.width).toBe(260)
  })
})
