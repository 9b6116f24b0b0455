import { describe, expect, it } from 'vitest'
import { checkPayload, PAYLOAD_NUL, PAYLOAD_REQUIRED } from './message-payload'

describe('a queue message payload', () => {
  it('is any JSON value, sent as typed (trimmed), big numbers and all', () => {
    expect(checkPayload(' {"task": "resize", "id": 12345678901234567890} \n')).toEqual({
      ok: true,
      json: '{"task": "resize", "id": 12345678901234567890}',
    })
    expect(checkPayload('"just text"')).toEqual({ ok: true, json: '"just text"' })
    expect(checkPayload('[1, null, true]')).toEqual({ ok: true, json: '[1, null, true]' })
    expect(checkPayload(`{"sql": "'); drop table x; --", "dollar": "$$"}`)).toMatchObject({ ok: true })
  })

  it('says what is missing when nothing is typed', () => {
    expect(checkPayload('   \n')).toEqual({ ok: false, error: PAYLOAD_REQUIRED })
  })

  it('names the mistake and where it is, by line and column', () => {
    expect(checkPayload('{\n  "task": "resize",\n  id: 1\n}')).toEqual({
      ok: false,
      error: "The message is not valid JSON: Expected double-quoted property name in JSON at line 3, column 3.",
    })
    expect(checkPayload('{"task": "resize"')).toEqual({ ok: false, error: expect.stringMatching(/^The message is not valid JSON: /) })
    expect(checkPayload("{'task': 1}")).toMatchObject({ ok: false, error: expect.stringContaining('line 1, column 2') })
  })

  it('refuses the NUL character, which jsonb cannot hold', () => {
    expect(checkPayload('{"a": "x\\u0000y"}')).toEqual({ ok: false, error: PAYLOAD_NUL })
    expect(checkPayload('[{"\\u0000": 1}]')).toEqual({ ok: false, error: PAYLOAD_NUL })
  })
})
