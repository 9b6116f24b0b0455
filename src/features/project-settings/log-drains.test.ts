import { describe, expect, it } from 'vitest'
import { checkLogDrain, headerNameError, headerValueError, urlError } from './log-drains'

describe('log drain checks', () => {
  it('accepts https and http URLs only, with a clear message for the rest', () => {
    expect(urlError('https://logs.example.com/ingest?x=1')).toBeUndefined()
    expect(urlError('http://10.0.0.1:8080')).toBeUndefined()
    expect(urlError('')).toBe('Enter the destination URL.')
    expect(urlError('logs.example.com')).toBe('Enter a full URL that starts with https:// or http://.')
    expect(urlError('ftp://logs.example.com')).toBe('Only https:// and http:// URLs are accepted (this one starts with ftp:).')
    expect(urlError('javascript:alert(1)')).toBe('Only https:// and http:// URLs are accepted (this one starts with javascript:).')
    expect(urlError('https://')).toBe('This is not a valid URL: check for spaces or stray characters.')
    expect(urlError('https://logs example.com')).toBe('This is not a valid URL: check for spaces or stray characters.')
    expect(urlError('https://logs.example.com/a b')).toBe('A URL cannot contain spaces: encode them as %20.')
  })

  it('checks header names and values', () => {
    expect(headerNameError('X-Api-Key')).toBeUndefined()
    expect(headerNameError('Has Space')).toBe('Header names cannot contain spaces.')
    expect(headerNameError('X-"Quoted"')).toBe('Header names cannot contain quotes.')
    expect(headerNameError("it's")).toBe('Header names cannot contain quotes.')
    expect(headerNameError('Authorization: Bearer')).toBe('Header names cannot contain spaces.')
    expect(headerNameError('Authorization:')).toBe('Header names cannot contain a colon: put the value in its own field.')
    expect(headerNameError('ünï')).toBe('Header names use letters, digits and - _ . ! # $ % & * + ^ ` | ~ only.')
    expect(headerValueError('Bearer "abc" \'x\'')).toBeUndefined()
    expect(headerValueError('a\nb')).toBe('Header values cannot contain line breaks.')
    expect(headerValueError(' ')).toBe('Enter the header value.')
  })

  it('builds the body from a valid form, skipping blank rows; reports each bad row by index', () => {
    expect(
      checkLogDrain({ name: ' Datadog ', url: ' https://logs.example.com ', headers: [{ name: 'X-Key', value: ' s3cr"et ' }, { name: '', value: '' }] }),
    ).toEqual({
      errors: { headers: {} },
      body: { name: 'Datadog', type: 'webhook', config: { url: 'https://logs.example.com', headers: { 'X-Key': 's3cr"et' } } },
    })
    const checked = checkLogDrain({
      name: '',
      url: 'ftp://x',
      headers: [{ name: 'X-Key', value: '1' }, { name: 'x-key', value: '2' }, { name: 'bad name', value: '' }],
    })
    expect(checked.body).toBeUndefined()
    expect(checked.errors).toEqual({
      name: 'Enter a name for the drain.',
      url: 'Only https:// and http:// URLs are accepted (this one starts with ftp:).',
      headers: { 1: { name: 'x-key is set twice: keep one row.' }, 2: { name: 'Header names cannot contain spaces.', value: 'Enter the header value.' } },
    })
  })
})
