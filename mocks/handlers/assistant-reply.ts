/**
 * The mock assistant's brain: reads the CREATE TABLE statements of the schema-to-text rendering in the
 * system message and writes real SQL for them, chosen from the user's words.
 */
interface Column {
  name: string
  type: string
}
interface ForeignKey {
  columns: string[]
  target: string
  targetColumns: string[]
}
interface Table {
  qualified: string
  name: string
  columns: Column[]
  primaryKey: string[]
  foreignKeys: ForeignKey[]
}

const unquote = (name: string) =>
  name
    .trim()
    .replace(/^"(.*)"$/, '$1')
    .replace(/""/g, '"')
const list = (text: string) => text.split(',').map(unquote)

export function parseSchema(system: string): Table[] {
  const tables: Table[] = []
  for (const match of system.matchAll(/CREATE TABLE (\S+) \(\n([\s\S]*?)\n\);/g)) {
    const qualified = match[1]!
    const table: Table = {
      qualified,
      name: unquote(qualified.split('.').at(-1)!),
      columns: [],
      primaryKey: [],
      foreignKeys: [],
    }
    for (const raw of match[2]!.split(',\n')) {
      const line = raw.trim()
      const pk = /^PRIMARY KEY \((.*)\)$/.exec(line)
      const fk = /^CONSTRAINT \S+ FOREIGN KEY \((.*)\) REFERENCES (\S+) \((.*)\)$/.exec(line)
      if (pk) table.primaryKey = list(pk[1]!)
      else if (fk) table.foreignKeys.push({ columns: list(fk[1]!), target: fk[2]!, targetColumns: list(fk[3]!) })
      else {
        const column = /^("(?:[^"]|"")+"|\S+) (.+?)(?= GENERATED| NOT NULL| DEFAULT| UNIQUE| CHECK|$)/.exec(line)
        if (column) table.columns.push({ name: unquote(column[1]!), type: column[2]! })
      }
    }
    tables.push(table)
  }
  return tables
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const namedIn = (words: string, name: string) => new RegExp(`\\b${escapeRegExp(name)}\\b`, 'i').test(words)
const quote = (name: string) => (/^[a-z_][a-z0-9_]*$/.test(name) ? name : `"${name.replace(/"/g, '""')}"`)
const singular = (name: string) =>
  name
    .replace(/ies$/, 'y')
    .replace(/(ss|x|ch|sh)es$/, '$1')
    .replace(/s$/, '')
const namePattern = (name: string) =>
  new RegExp(`\\b(${[name, singular(name)].map((n) => n.replace(/_/g, '[ _]')).join('|')})\\b`, 'i')

/** Tables the question names, in the order it names them. */
function mentionedTables(tables: Table[], words: string) {
  const position = (t: Table) => words.search(namePattern(t.name))
  return tables.filter((t) => position(t) >= 0).sort((a, b) => position(a) - position(b))
}
const labelColumn = (table: Table) =>
  table.columns.find((c) => /text|char/.test(c.type) && !table.primaryKey.includes(c.name))?.name ??
  table.primaryKey[0] ??
  table.columns[0]?.name ??
  'id'
const alias = (name: string, taken = '') => {
  const a = name
    .split('_')
    .map((part) => part[0])
    .join('')
  return a === taken ? `${a}2` : a
}

type Reply = { intro: string; sql: string; outro: string }

function selectRows(table: Table): Reply {
  const columns =
    table.columns
      .slice(0, 6)
      .map((c) => quote(c.name))
      .join(', ') || '*'
  const order = table.primaryKey[0] ? ` order by ${quote(table.primaryKey[0])}` : ''
  return {
    intro: `Here are the first rows of \`${table.name}\`:`,
    sql: `select ${columns}\nfrom ${table.qualified}${order}\nlimit 10;`,
    outro: 'Adjust the columns or the limit as you need.',
  }
}

function countRows(table: Table, words: string): Reply {
  const by = table.columns.find((c) => !table.primaryKey.includes(c.name) && namedIn(words, c.name))
  if (by) {
    const col = quote(by.name)
    return {
      intro: `This counts the rows of \`${table.name}\` per ${by.name}:`,
      sql: `select ${col}, count(*) as total\nfrom ${table.qualified}\ngroup by ${col}\norder by total desc;`,
      outro: 'The biggest groups come first.',
    }
  }
  return {
    intro: `This counts the rows of \`${table.name}\`:`,
    sql: `select count(*) as total\nfrom ${table.qualified};`,
    outro: 'Add a `where` clause to count only some of them.',
  }
}

function joinTables(tables: Table[], mentioned: Table[]): Reply | undefined {
  const names = new Set(mentioned.map((t) => t.qualified))
  const candidates = tables.flatMap((source) => source.foreignKeys.map((fk) => ({ source, fk })))
  const pick =
    candidates.find(({ source, fk }) => names.has(source.qualified) && names.has(fk.target)) ??
    candidates.find(({ source, fk }) => names.has(source.qualified) || names.has(fk.target)) ??
    candidates[0]
  const target = pick && tables.find((t) => t.qualified === pick.fk.target)
  if (!pick || !target) return undefined
  const s = alias(pick.source.name)
  const t = alias(target.name, s)
  const label = labelColumn(target)
  const on = pick.fk.columns.map((c, i) => `${t}.${quote(pick.fk.targetColumns[i]!)} = ${s}.${quote(c)}`).join(' and ')
  return {
    intro: `This joins \`${pick.source.name}\` to \`${target.name}\` through their relationship:`,
    sql: `select ${s}.*, ${t}.${quote(label)} as ${singular(target.name)}_${label}\nfrom ${pick.source.qualified} ${s}\njoin ${target.qualified} ${t} on ${on}\nlimit 10;`,
    outro: `Each row of \`${pick.source.name}\` comes with the ${label} of its ${singular(target.name)}.`,
  }
}

function createTable(tables: Table[], mentioned: Table[], words: string): Reply {
  const named =
    /table (?:called|named|for|of) "?([a-z_][a-z0-9_]*)/i.exec(words) ??
    /(?:create|add|new|make) (?:a |an |the )?(?:new )?([a-z_][a-z0-9_]*) table/i.exec(words)
  const existing = new Set(tables.map((t) => t.name))
  let name = named?.[1]?.toLowerCase() ?? 'notes'
  if (existing.has(name)) name = `${name}_archive`
  const schema = tables[0]?.qualified.includes('.') ? tables[0].qualified.split('.')[0] : 'public'
  const parent = mentioned.find((t) => t.name !== name && t.primaryKey.length === 1)
  const lines = ['id bigint generated by default as identity primary key']
  if (parent)
    lines.push(
      `${singular(parent.name)}_id bigint not null references ${parent.qualified} (${quote(parent.primaryKey[0]!)}) on delete cascade`,
    )
  lines.push('title text not null', 'body text', 'created_at timestamptz not null default now()')
  return {
    intro: `This creates a \`${name}\` table${parent ? ` linked to \`${parent.name}\`` : ''}:`,
    sql: `create table ${schema}.${quote(name)} (\n  ${lines.join(',\n  ')}\n);`,
    outro: 'Running it changes your schema, so you will be asked to confirm.',
  }
}

function addIndex(table: Table, words: string): Reply {
  const column =
    table.columns.find((c) => !table.primaryKey.includes(c.name) && namedIn(words, c.name))?.name ??
    table.foreignKeys[0]?.columns[0] ??
    table.columns.find((c) => !table.primaryKey.includes(c.name))?.name ??
    'id'
  return {
    intro: `An index on \`${table.name}.${column}\` speeds up filters and joins on it:`,
    sql: `create index if not exists ${table.name}_${column}_idx\non ${table.qualified} (${quote(column)});`,
    outro: 'Creating an index changes your schema, so you will be asked to confirm.',
  }
}

function addPolicy(table: Table): Reply {
  return {
    intro: `This turns on row level security for \`${table.name}\` and lets signed-in users read it:`,
    sql: `alter table ${table.qualified} enable row level security;\n\ncreate policy "Authenticated users can read ${table.name}"\non ${table.qualified} for select\nto authenticated\nusing (true);`,
    outro: 'Add policies for insert, update and delete as your app needs them.',
  }
}

const NO_SCHEMA: Reply = {
  intro:
    "I can't see your schema (sharing it with the assistant is switched off), so here is a query that lists your tables:",
  sql: "select table_schema, table_name\nfrom information_schema.tables\nwhere table_schema not in ('pg_catalog', 'information_schema')\norder by 1, 2;",
  outro: 'Switch on schema sharing in the assistant settings for answers that use your tables.',
}

/** The reply in markdown, with one fenced SQL block. */
export function replyFor(system: string, question: string): string {
  const tables = parseSchema(system)
  const words = question.toLowerCase()
  let reply: Reply
  if (tables.length === 0) reply = NO_SCHEMA
  else {
    const mentioned = mentionedTables(tables, words)
    const table = mentioned[0] ?? tables[0]!
    if (/\b(polic(y|ies)|rls|row level security|secure)\b/.test(words)) reply = addPolicy(table)
    else if (/\b(index|indexes|faster|slow|speed)\b/.test(words)) reply = addIndex(table, words)
    else if (/\b(create|add|new|make)\b.*\btable\b/.test(words)) reply = createTable(tables, mentioned, words)
    else if (/\b(join|joined|with their|together|along with|and their)\b/.test(words))
      reply = joinTables(tables, mentioned) ?? selectRows(table)
    else if (/\b(count|how many|number of)\b/.test(words)) reply = countRows(table, words)
    else reply = selectRows(table)
  }
  return `${reply.intro}\n\n\`\`\`sql\n${reply.sql}\n\`\`\`\n\n${reply.outro}`
}
