import { describe, expect, it } from 'vitest'
import { deployErrorPlace, slugProblem } from './deploy-error'
import { jsonProblem, parseHeaderLines, prettyBody } from './test-request'

describe('deployErrorPlace', () => {
  it('finds the file, line and column in the bundler message', () => {
    const message = 'Failed to bundle the function: lib/util.ts:12:4: Unexpected token'
    expect(deployErrorPlace(message, ['index.ts', 'lib/util.ts'])).toEqual({ file: 'lib/util.ts', line: 12, column: 4 })
    expect(deployErrorPlace('error at file:///tmp/x/index.ts:3', ['index.ts'])).toEqual({
      file: 'index.ts',
      line: 3,
      column: undefined,
    })
  })

  it('does not take one file name for another or a message without a place', () => {
    expect(deployErrorPlace('Failed: myindex.ts:2:1: x', ['index.ts'])).toBeUndefined()
    expect(deployErrorPlace('Internal error', ['index.ts'])).toBeUndefined()
  })
})

describe('slugProblem', () => {
  it.each([
    ['', 'Enter a name for the function'],
    ['1st', 'Use letters, digits, - and _, starting with a letter'],
    ['has space', 'Use letters, digits, - and _, starting with a letter'],
    ['new', '"new" is reserved: choose another name'],
    ['secrets', '"secrets" is reserved: choose another name'],
  ])('refuses %j', (slug, problem) => expect(slugProblem(slug)).toBe(problem))

  it('accepts a slug of letters, digits, - and _', () => expect(slugProblem('send-email_2')).toBeUndefined())
})

describe('the test request', () => {
  it('reads Name: value header lines and names the bad line', () => {
    expect(parseHeaderLines('Content-Type: application/json\n\nx-a:  b:c ')).toEqual({
      headers: [
        ['Content-Type', 'application/json'],
        ['x-a', 'b:c'],
      ],
    })
    expect(parseHeaderLines('ok: 1\nno colon here').problem).toBe('Line 2: write a header as Name: value')
  })

  it('checks the JSON body and pretty-prints JSON answers', () => {
    expect(jsonProblem('')).toBeUndefined()
    expect(jsonProblem('{"a": 1}')).toBeUndefined()
    expect(jsonProblem('{a: 1}')).toMatch(/^The body is not valid JSON: /)
    expect(prettyBody('{"a":1}')).toBe('{\n  "a": 1\n}')
    expect(prettyBody('plain text')).toBe('plain text')
  })
})
