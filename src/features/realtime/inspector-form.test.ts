import { describe, expect, it } from 'vitest'
import { joinErrors, parseJsonPayload } from './inspector-form'

describe('inspector form rules', () => {
  const values = { channel: 'room', isPrivate: false, kinds: ['broadcast' as const], table: '', filter: '' }
  it('asks for a channel, a kind, a published table and a well-formed filter', () => {
    expect(joinErrors(values)).toEqual({})
    expect(joinErrors({ ...values, channel: '  ', kinds: [] })).toEqual({ channel: 'Enter a channel name.', kinds: 'Choose at least one kind of message to listen to.' })
    expect(joinErrors({ ...values, kinds: ['postgres_changes'], filter: 'id=1' })).toMatchObject({ table: 'Choose a published table.', filter: expect.stringContaining('column=operator.value') })
    expect(joinErrors({ ...values, kinds: ['postgres_changes'], table: 'public.notes', filter: 'id=eq.1' })).toEqual({})
  })
  it('checks a broadcast payload as JSON and says why it is not', () => {
    expect(parseJsonPayload('{"a": 1}')).toEqual({ ok: true, value: { a: 1 } })
    expect(parseJsonPayload('{a: 1}')).toMatchObject({ ok: false, message: expect.stringMatching(/^The payload is not valid JSON: /) })
    expect(parseJsonPayload(' ')).toMatchObject({ ok: false })
  })
})
