import type { Policy } from '@/features/database'

/**
 * Which buckets a policy on storage.objects touches, read from its USING and WITH CHECK as Postgres
 * prints them (`bucket_id = 'a'::text`, `bucket_id = ANY (ARRAY['a'::text, 'b'::text])`,
 * `bucket_id <> 'a'::text`, combined with AND, OR and NOT). Every other condition may be true or
 * false, so a policy is shown under each bucket for which its clauses are not certainly false. A
 * comparison of bucket_id in any other form is not guessed at: the policy is listed apart.
 */

type Token = { kind: 'str' | 'id' | 'qid' | 'op' | 'punct' | 'num'; text: string }
type Node =
  | { kind: 'and' | 'or'; items: Node[] }
  | { kind: 'not'; item: Node }
  | { kind: 'bucket'; negated: boolean; names: string[] }
  | { kind: 'other' }
  | { kind: 'unparsed' }

class Unparsable extends Error {}

function tokenize(text: string): Token[] {
  const tokens: Token[] = []
  let i = 0
  while (i < text.length) {
    const c = text[i]!
    if (/\s/.test(c)) i++
    else if (c === "'" || c === '"') {
      let value = ''
      i++
      for (;;) {
        if (i >= text.length) throw new Unparsable('unterminated quote')
        if (text[i] === c && text[i + 1] === c) {
          value += c
          i += 2
        } else if (text[i] === c) break
        else value += text[i++]
      }
      i++
      tokens.push({ kind: c === "'" ? 'str' : 'qid', text: value })
    } else if (/[A-Za-z_]/.test(c)) {
      const word = /^[A-Za-z_][A-Za-z0-9_$]*/.exec(text.slice(i))![0]
      tokens.push({ kind: 'id', text: word.toLowerCase() })
      i += word.length
    } else if (/[0-9]/.test(c)) {
      const number = /^[0-9.]+/.exec(text.slice(i))![0]
      tokens.push({ kind: 'num', text: number })
      i += number.length
    } else if ('()[],.;'.includes(c)) {
      tokens.push({ kind: 'punct', text: c })
      i++
    } else {
      const op = /^[+\-*/<>=~!@#%^&|`?:]+/.exec(text.slice(i))?.[0]
      if (!op) throw new Unparsable(`unexpected ${c}`)
      tokens.push({ kind: 'op', text: op })
      i += op.length
    }
  }
  return tokens
}

const isPunct = (t: Token | undefined, text: string) => t?.kind === 'punct' && t.text === text
const isWord = (t: Token | undefined, text: string) => t?.kind === 'id' && t.text === text

/** The parts of `tokens` between the keyword at depth 0. */
function splitTop(tokens: Token[], keyword: string): Token[][] {
  const parts: Token[][] = [[]]
  let depth = 0
  for (const t of tokens) {
    if (isPunct(t, '(') || isPunct(t, '[')) depth++
    if (isPunct(t, ')') || isPunct(t, ']')) depth--
    if (depth === 0 && isWord(t, keyword)) parts.push([])
    else parts.at(-1)!.push(t)
  }
  if (parts.some((p) => p.length === 0)) throw new Unparsable(`empty side of ${keyword}`)
  return parts
}

function closingOf(tokens: Token[], open: number): number {
  let depth = 0
  for (let i = open; i < tokens.length; i++) {
    if (isPunct(tokens[i], '(') || isPunct(tokens[i], '[')) depth++
    if (isPunct(tokens[i], ')') || isPunct(tokens[i], ']')) depth--
    if (depth === 0) return i
  }
  throw new Unparsable('unbalanced parentheses')
}

const STOP_WORDS = new Set(['in', 'not', 'any', 'all', 'is', 'like', 'ilike', 'similar', 'and', 'or'])

/** The tokens without `::type` casts (`::text`, `::character varying`, `::text[]`). */
function withoutCasts(tokens: Token[]): Token[] {
  const out: Token[] = []
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i]!.kind === 'op' && tokens[i]!.text === '::') {
      while (tokens[i + 1]?.kind === 'id' && !STOP_WORDS.has(tokens[i + 1]!.text)) i++
      while (isPunct(tokens[i + 1], '[') && isPunct(tokens[i + 2], ']')) i += 2
    } else out.push(tokens[i]!)
  }
  return out
}

const isBucketColumn = (t: Token) => (t.kind === 'id' || t.kind === 'qid') && t.text === 'bucket_id'

/** bucket_id, objects.bucket_id or storage.objects.bucket_id, in parentheses or not: how many tokens. */
function bucketRef(tokens: Token[], at: number): number {
  if (isPunct(tokens[at], '(')) {
    const inner = bucketRef(tokens, at + 1)
    return inner && isPunct(tokens[at + 1 + inner], ')') ? inner + 2 : 0
  }
  const names: string[] = []
  let i = at
  for (;;) {
    const t = tokens[i]
    if (!t || (t.kind !== 'id' && t.kind !== 'qid')) return 0
    names.push(t.text)
    if (!isPunct(tokens[i + 1], '.')) break
    i += 2
  }
  const qualifier = names.slice(0, -1).join('.')
  const known = qualifier === '' || qualifier === 'objects' || qualifier === 'storage.objects'
  return known && isBucketColumn(tokens[i]!) ? i - at + 1 : 0
}

/** `'a'` or `('a')`: the string, or null. */
function stringAt(tokens: Token[], at: number): { value: string; length: number } | null {
  if (tokens[at]?.kind === 'str') return { value: tokens[at]!.text, length: 1 }
  if (isPunct(tokens[at], '(') && tokens[at + 1]?.kind === 'str' && isPunct(tokens[at + 2], ')')) return { value: tokens[at + 1]!.text, length: 3 }
  return null
}

/** `'a', 'b'` up to the end: the strings, or null when anything else is there. */
function stringList(tokens: Token[]): string[] | null {
  const values: string[] = []
  for (let i = 0; i < tokens.length; i += 2) {
    if (tokens[i]?.kind !== 'str') return null
    values.push(tokens[i]!.text)
    if (i + 1 < tokens.length && !isPunct(tokens[i + 1], ',')) return null
  }
  return values.length ? values : null
}

function comparison(tokens: Token[]): Node {
  const equal = (op: string) => op === '='
  const unequal = (op: string) => op === '<>' || op === '!='
  const leftRef = bucketRef(tokens, 0)
  if (leftRef) {
    const op = tokens[leftRef]
    const rest = tokens.slice(leftRef + 1)
    if (op?.kind === 'op' && (equal(op.text) || unequal(op.text))) {
      const value = stringAt(rest, 0)
      if (value && value.length === rest.length) return { kind: 'bucket', negated: unequal(op.text), names: [value.value] }
      // = ANY (ARRAY['a', 'b']) and <> ALL (ARRAY[...]), as Postgres prints IN and NOT IN.
      const quantifier = equal(op.text) ? 'any' : 'all'
      if (isWord(rest[0], quantifier) && isPunct(rest[1], '(') && isWord(rest[2], 'array') && isPunct(rest[3], '[') && isPunct(rest.at(-2), ']') && isPunct(rest.at(-1), ')')) {
        const names = stringList(rest.slice(4, -2))
        if (names) return { kind: 'bucket', negated: unequal(op.text), names }
      }
    }
    const negated = isWord(op, 'not')
    const list = rest.slice(negated ? 1 : 0)
    if ((negated || isWord(op, 'in')) && (!negated || isWord(list[0], 'in'))) {
      const inner = list.slice(negated ? 1 : 0)
      if (isPunct(inner[0], '(') && isPunct(inner.at(-1), ')')) {
        const names = stringList(inner.slice(1, -1))
        if (names) return { kind: 'bucket', negated, names }
      }
    }
  }
  const value = stringAt(tokens, 0)
  if (value && tokens[value.length]?.kind === 'op') {
    const op = tokens[value.length]!.text
    const ref = bucketRef(tokens, value.length + 1)
    if (ref && value.length + 1 + ref === tokens.length && (equal(op) || unequal(op)))
      return { kind: 'bucket', negated: unequal(op), names: [value.value] }
  }
  return tokens.some(isBucketColumn) ? { kind: 'unparsed' } : { kind: 'other' }
}

function parse(tokens: Token[]): Node {
  if (tokens.length === 0) throw new Unparsable('empty expression')
  const ors = splitTop(tokens, 'or')
  if (ors.length > 1) return { kind: 'or', items: ors.map(parse) }
  const ands = splitTop(tokens, 'and')
  if (ands.length > 1) return { kind: 'and', items: ands.map(parse) }
  if (isWord(tokens[0], 'not')) return { kind: 'not', item: parse(tokens.slice(1)) }
  if (isPunct(tokens[0], '(') && closingOf(tokens, 0) === tokens.length - 1) return parse(tokens.slice(1, -1))
  return comparison(withoutCasts(tokens))
}

type Truth = boolean | 'unknown'

function evaluate(node: Node, bucket: string): Truth {
  switch (node.kind) {
    case 'bucket':
      return node.names.includes(bucket) !== node.negated
    case 'not': {
      const value = evaluate(node.item, bucket)
      return value === 'unknown' ? value : !value
    }
    case 'and': {
      const values = node.items.map((item) => evaluate(item, bucket))
      return values.includes(false) ? false : values.every((v) => v === true) ? true : 'unknown'
    }
    case 'or': {
      const values = node.items.map((item) => evaluate(item, bucket))
      return values.includes(true) ? true : values.every((v) => v === false) ? false : 'unknown'
    }
    default:
      return 'unknown'
  }
}

function leaves(node: Node): Node[] {
  if (node.kind === 'and' || node.kind === 'or') return node.items.flatMap(leaves)
  if (node.kind === 'not') return leaves(node.item)
  return [node]
}

/** What a policy says about buckets. */
export type PolicyBuckets =
  | { kind: 'buckets'; named: string[]; touches: (bucket: string) => boolean }
  | { kind: 'none' }
  | { kind: 'unparsed' }

export function policyBuckets(policy: Pick<Policy, 'using' | 'with_check'>): PolicyBuckets {
  const clauses = [policy.using, policy.with_check].filter((c): c is string => c !== null && c.trim() !== '')
  let trees: Node[]
  try {
    trees = clauses.map((clause) => parse(tokenize(clause)))
  } catch {
    return { kind: 'unparsed' }
  }
  const all = trees.flatMap(leaves)
  if (all.some((leaf) => leaf.kind === 'unparsed')) return { kind: 'unparsed' }
  const named = [...new Set(all.flatMap((leaf) => (leaf.kind === 'bucket' ? leaf.names : [])))]
  if (!all.some((leaf) => leaf.kind === 'bucket')) return { kind: 'none' }
  return { kind: 'buckets', named, touches: (bucket) => trees.some((tree) => evaluate(tree, bucket) !== false) }
}

/** A name no bucket can have (bucket names are lowercase): stands for "a bucket not listed". */
const UNLISTED_BUCKET = 'UNLISTED BUCKET'

export interface BucketPolicy {
  policy: Policy
  /** Every listed bucket the policy touches, this one included. */
  buckets: string[]
  /** It also touches buckets that are not listed (a negation such as bucket_id <> 'a'). */
  unlisted: boolean
}
export interface BucketGroup {
  bucket: string
  /** Listed by the storage service (false: only named by a policy). */
  exists: boolean
  policies: BucketPolicy[]
}
export interface OtherPolicy {
  policy: Policy
  reason: 'no-bucket' | 'unparsed' | 'no-listed-bucket'
  /** For 'no-listed-bucket': the listed buckets it leaves out. */
  except: string[]
}

/** The policies on storage.objects under each bucket they touch, and the rest apart. */
export function groupStoragePolicies(policies: readonly Policy[], buckets: readonly string[]): { groups: BucketGroup[]; other: OtherPolicy[] } {
  const read = policies.map((policy) => ({ policy, buckets: policyBuckets(policy) }))
  const named = read.flatMap((r) => (r.buckets.kind === 'buckets' ? r.buckets.named : []))
  const listed = [...buckets, ...[...new Set(named)].filter((name) => !buckets.includes(name)).sort()]
  const groups: BucketGroup[] = listed.map((bucket) => ({ bucket, exists: buckets.includes(bucket), policies: [] }))
  const other: OtherPolicy[] = []
  for (const { policy, buckets: found } of read) {
    if (found.kind !== 'buckets') {
      other.push({ policy, reason: found.kind === 'none' ? 'no-bucket' : 'unparsed', except: [] })
      continue
    }
    const touched = listed.filter(found.touches)
    const unlisted = found.touches(UNLISTED_BUCKET)
    if (touched.length === 0) {
      other.push({ policy, reason: 'no-listed-bucket', except: listed })
      continue
    }
    for (const group of groups) if (touched.includes(group.bucket)) group.policies.push({ policy, buckets: touched, unlisted })
  }
  return { groups, other }
}

/** Which buckets a policy applies to, in words: "avatars, docs" or "every bucket except avatars". */
export function bucketsInWords(entry: Pick<BucketPolicy, 'buckets' | 'unlisted'>, listed: readonly string[]): string {
  if (!entry.unlisted) return entry.buckets.join(', ')
  const except = listed.filter((b) => !entry.buckets.includes(b))
  return except.length ? `every bucket except ${except.join(', ')}` : 'every bucket'
}

/**
 * What deleting a bucket does to the policies: those that apply to it alone go with it; those that
 * also apply to other buckets (several named, or a negation) stay, since they still guard those.
 */
export function bucketDeletePolicies(bucket: string, policies: readonly Policy[], buckets: readonly string[]) {
  const { groups } = groupStoragePolicies(policies, buckets.includes(bucket) ? buckets : [...buckets, bucket])
  const entries = groups.find((g) => g.bucket === bucket)?.policies ?? []
  const alone = (entry: BucketPolicy) => !entry.unlisted && entry.buckets.length === 1
  return { dropped: entries.filter(alone).map((e) => e.policy), kept: entries.filter((e) => !alone(e)) }
}
