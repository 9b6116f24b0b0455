import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listPoliciesSql, type Policy } from '@/features/database'
import { runBuilt, seededDatabase } from '@/features/database/sql/test-database'
import { bucketDeletePolicies, bucketsInWords, groupStoragePolicies, policyBuckets } from './policy-buckets'

const policy = (name: string, using: string | null, with_check: string | null = null): Policy => ({
  name,
  command: 'ALL',
  permissive: true,
  roles: ['authenticated'],
  using,
  with_check,
})
const names = (entries: readonly { policy: Policy }[]) => entries.map((e) => e.policy.name)

describe('which buckets a policy touches', () => {
  it('reads one bucket, several, and negations as Postgres prints them', () => {
    const one = policyBuckets(policy('one', `((bucket_id = 'avatars'::text) AND ((storage.foldername(name))[1] = 'public'::text))`))
    expect(one.kind === 'buckets' && ['avatars', 'docs'].filter(one.touches)).toEqual(['avatars'])
    const several = policyBuckets(policy('several', `(bucket_id = ANY (ARRAY['avatars'::text, 'docs'::text]))`))
    expect(several.kind === 'buckets' && ['avatars', 'docs', 'invoices'].filter(several.touches)).toEqual(['avatars', 'docs'])
    const not = policyBuckets(policy('not', `(bucket_id <> 'avatars'::text)`))
    expect(not.kind === 'buckets' && ['avatars', 'docs', 'invoices'].filter(not.touches)).toEqual(['docs', 'invoices'])
    const notAny = policyBuckets(policy('not any', `(bucket_id <> ALL (ARRAY['avatars'::text, 'docs'::text]))`))
    expect(notAny.kind === 'buckets' && ['avatars', 'docs', 'invoices'].filter(notAny.touches)).toEqual(['invoices'])
    const or = policyBuckets(policy('or', `((bucket_id = 'docs'::text) OR ('avatars'::text = objects.bucket_id))`))
    expect(or.kind === 'buckets' && ['avatars', 'docs', 'invoices'].filter(or.touches)).toEqual(['avatars', 'docs'])
    const negatedAnd = policyBuckets(policy('neither', `((bucket_id <> 'avatars'::text) AND (NOT (bucket_id = 'docs'::text)))`))
    expect(negatedAnd.kind === 'buckets' && ['avatars', 'docs', 'invoices'].filter(negatedAnd.touches)).toEqual(['invoices'])
  })

  it('counts both clauses: a WITH CHECK that names another bucket touches it too', () => {
    const both = policyBuckets(policy('both', `(bucket_id = 'a'::text)`, `(bucket_id = 'b'::text)`))
    expect(both.kind === 'buckets' && ['a', 'b', 'c'].filter(both.touches)).toEqual(['a', 'b'])
  })

  it('leaves apart what it cannot read: bucket_id in another form, broken text; and says when no bucket is named', () => {
    expect(policyBuckets(policy('like', `(bucket_id ~~ 'av%'::text)`)).kind).toBe('unparsed')
    expect(policyBuckets(policy('function', `(lower(bucket_id) = 'avatars'::text)`)).kind).toBe('unparsed')
    expect(policyBuckets(policy('subquery', `(bucket_id IN ( SELECT buckets.id FROM storage.buckets WHERE buckets.public))`)).kind).toBe('unparsed')
    expect(policyBuckets(policy('broken', `(bucket_id = 'avatars`)).kind).toBe('unparsed')
    expect(policyBuckets(policy('none', `((storage.foldername(name))[1] = 'public'::text)`)).kind).toBe('none')
    expect(policyBuckets(policy('true', 'true')).kind).toBe('none')
  })
})

describe('grouping the policies of storage.objects', () => {
  const policies = [
    policy('avatars only', `(bucket_id = 'avatars'::text)`),
    policy('avatars and docs', `(bucket_id = ANY (ARRAY['avatars'::text, 'docs'::text]))`),
    policy('all but avatars', `(bucket_id <> 'avatars'::text)`),
    policy('gone bucket', `(bucket_id = 'archive'::text)`),
    policy('any bucket', `((storage.foldername(name))[1] = 'public'::text)`),
    policy('cannot tell', `(bucket_id ~~ 'av%'::text)`),
  ]
  const { groups, other } = groupStoragePolicies(policies, ['avatars', 'docs', 'invoices'])

  it('shows a policy under each bucket it touches, and buckets only a policy names after the listed ones', () => {
    expect(groups.map((g) => [g.bucket, g.exists, names(g.policies)])).toEqual([
      ['avatars', true, ['avatars only', 'avatars and docs']],
      ['docs', true, ['avatars and docs', 'all but avatars']],
      ['invoices', true, ['all but avatars']],
      ['archive', false, ['all but avatars', 'gone bucket']],
    ])
    expect(other.map((o) => [o.policy.name, o.reason])).toEqual([
      ['any bucket', 'no-bucket'],
      ['cannot tell', 'unparsed'],
    ])
  })

  it('says which buckets each entry also reaches, so a delete under one bucket names the others', () => {
    const listed = groups.map((g) => g.bucket)
    const shared = groups[0]!.policies[1]!
    expect(bucketsInWords(shared, listed)).toBe('avatars, docs')
    const negation = groups[1]!.policies[1]!
    expect(negation.policy.name).toBe('all but avatars')
    expect(bucketsInWords(negation, listed)).toBe('every bucket except avatars')
    // The same policy object under every bucket: a delete drops it by its own name, whichever bucket it is shown under.
    expect(groups.filter((g) => g.policies.some((p) => p.policy === policies[2]))).toHaveLength(3)
  })

  it('puts a negation that leaves out every listed bucket apart', () => {
    const only = groupStoragePolicies([policy('not avatars', `(bucket_id <> 'avatars'::text)`)], ['avatars'])
    expect(only.groups.map((g) => [g.bucket, names(g.policies)])).toEqual([['avatars', []]])
    expect(only.other).toMatchObject([{ reason: 'no-listed-bucket', except: ['avatars'] }])
  })
})

describe('on the expressions Postgres itself prints', () => {
  let db: PGlite
  beforeAll(async () => {
    db = await seededDatabase()
    await db.exec(`
      create policy "in" on storage.objects for select using (bucket_id in ('avatars', 'it''s'));
      create policy "not in" on storage.objects for select using (bucket_id not in ('avatars'));
      create policy "ne" on storage.objects for insert with check (bucket_id != 'docs' and owner_id = auth.uid()::text);
      create policy "eq" on storage.objects for update using ('docs' = bucket_id) with check (bucket_id = 'docs');
      create policy "cast" on storage.objects for delete using (bucket_id::varchar = 'docs');
    `)
  }, 120_000)
  afterAll(() => db.close())

  it('groups them as written', async () => {
    const [objects] = (await runBuilt(db, listPoliciesSql('storage'))).filter((t) => t.name === 'objects')
    const { groups, other } = groupStoragePolicies(objects!.policies, ['avatars', 'docs', "it's"])
    expect(groups.map((g) => [g.bucket, names(g.policies)])).toEqual([
      ['avatars', ['in', 'ne']],
      ['docs', ['cast', 'eq', 'not in']],
      ["it's", ['in', 'ne', 'not in']],
    ])
    expect(other).toEqual([])
  })
})

describe('deleting a bucket', () => {
  it('drops only the policies that apply to it alone, never one that still guards another bucket', () => {
    const policies = [
      policy('avatars only', `(bucket_id = 'avatars'::text)`),
      policy('avatars and docs', `(bucket_id = ANY (ARRAY['avatars'::text, 'docs'::text]))`),
      policy('all but docs', `(bucket_id <> 'docs'::text)`),
      policy('all but avatars', `(bucket_id <> 'avatars'::text)`),
      policy('docs only', `(bucket_id = 'docs'::text)`),
    ]
    const avatars = bucketDeletePolicies('avatars', policies, ['avatars', 'docs'])
    expect(avatars.dropped.map((p) => p.name)).toEqual(['avatars only'])
    expect(names(avatars.kept)).toEqual(['avatars and docs', 'all but docs'])
  })
})
