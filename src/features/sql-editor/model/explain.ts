import { z } from 'zod/mini'

/** One node of `EXPLAIN (FORMAT JSON)`, the fields the tree shows. */
export interface PlanNode {
  nodeType: string
  relation: string | undefined
  estimatedRows: number | undefined
  actualRows: number | undefined
  totalCost: number | undefined
  actualTimeMs: number | undefined
  /** Cost of this node alone (its total minus its children's totals). */
  selfCost: number
  children: PlanNode[]
  detail: string | undefined
}

interface RawPlan {
  [key: string]: unknown
  Plans?: RawPlan[]
}

const rawPlanSchema: z.ZodMiniType<RawPlan> = z.looseObject({
  'Node Type': z.string(),
  get Plans() {
    return z.optional(z.array(rawPlanSchema))
  },
})

const num = (value: unknown) => (typeof value === 'number' ? value : undefined)
const str = (value: unknown) => (typeof value === 'string' ? value : undefined)

function toNode(raw: RawPlan): PlanNode {
  const children = (raw.Plans ?? []).map(toNode)
  const totalCost = num(raw['Total Cost'])
  const loops = num(raw['Actual Loops']) ?? 1
  const time = num(raw['Actual Total Time'])
  const childCost = children.reduce((sum, c) => sum + (c.totalCost ?? 0), 0)
  const relation = str(raw['Relation Name'])
  const schema = str(raw['Schema'])
  return {
    nodeType: str(raw['Node Type']) ?? 'Node',
    relation: relation ? (schema ? `${schema}.${relation}` : relation) : str(raw['CTE Name']) ?? str(raw['Function Name']),
    estimatedRows: num(raw['Plan Rows']),
    actualRows: num(raw['Actual Rows']),
    totalCost,
    actualTimeMs: time === undefined ? undefined : time * loops,
    selfCost: Math.max(0, (totalCost ?? 0) - childCost),
    children,
    detail: str(raw['Index Name']) ?? str(raw['Filter']) ?? str(raw['Hash Cond']) ?? str(raw['Join Filter']) ?? str(raw['Index Cond']),
  }
}

const explainRowsSchema = z.array(z.record(z.string(), z.unknown())).check(z.minLength(1))

/** Reads the single `QUERY PLAN` row; Postgres answers JSON (the mock too) or its text form. */
export function parsePlan(rows: unknown): PlanNode {
  const [row] = explainRowsSchema.parse(rows)
  let value = Object.values(row!)[0]
  if (typeof value === 'string') value = JSON.parse(value) as unknown
  const [first] = z.array(z.looseObject({ Plan: rawPlanSchema })).parse(value)
  return toNode(first!.Plan)
}

/** The node that costs the most on its own: the one to look at first. */
export function costliestNode(root: PlanNode): PlanNode {
  let best = root
  const visit = (node: PlanNode) => {
    if (node.selfCost > best.selfCost) best = node
    node.children.forEach(visit)
  }
  visit(root)
  return best
}

/** `EXPLAIN (FORMAT JSON)` of one statement; with `analyze` it runs the statement. */
export function explainSql(statement: string, analyze: boolean) {
  // Only the final semicolon goes: error positions stay at a fixed offset from the statement's own.
  const text = statement.replace(/;\s*$/, '')
  return `explain (${analyze ? 'analyze, ' : ''}format json) ${text}`
}
