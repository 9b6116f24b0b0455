import { describe, expect, it } from 'vitest'
import {
  bucketNameError,
  formatBytes,
  mimeTypeAllowed,
  objectNameError,
  parseMimeTypes,
  uploadError,
} from './bucket-rules'

describe('bucket rules', () => {
  it('accepts storage-style names and refuses the rest with a reason', () => {
    expect(bucketNameError('avatars')).toBeNull()
    expect(bucketNameError('user-files.v2_x')).toBeNull()
    expect(bucketNameError('')).toBe('Please provide a name for your bucket')
    expect(bucketNameError('Avatars')).toMatch(/^Use only lowercase letters/)
    expect(bucketNameError('-files')).toMatch(/^Use only lowercase letters/)
    expect(bucketNameError('a/b')).toMatch(/^Use only lowercase letters/)
    expect(bucketNameError('x'.repeat(64))).toBe('The name must be at most 63 characters')
    expect(bucketNameError('avatars', ['avatars'])).toBe('A bucket named "avatars" already exists')
  })

  it('parses MIME type lists and names a wrong entry', () => {
    expect(parseMimeTypes(' image/png, image/* ,')).toEqual({ types: ['image/png', 'image/*'], error: null })
    expect(parseMimeTypes('image/png, pdf').error).toBe('"pdf" is not a MIME type (e.g. image/png or image/*)')
  })

  it('checks a file against the bucket limits before sending', () => {
    const bucket = { file_size_limit: 1024, allowed_mime_types: ['image/*', 'application/pdf'] }
    expect(uploadError({ name: 'a.png', size: 1024, type: 'image/png' }, bucket)).toBeNull()
    expect(uploadError({ name: 'a.png', size: 1025, type: 'image/png' }, bucket)).toBe(
      "a.png is larger than the bucket's limit of 1 KB",
    )
    expect(uploadError({ name: 'a.txt', size: 1, type: 'text/plain' }, bucket)).toBe(
      'a.txt: the bucket does not accept text/plain',
    )
    expect(mimeTypeAllowed(null, 'text/plain')).toBe(true)
    expect(mimeTypeAllowed(['image/*'], '')).toBe(false)
  })

  it('formats sizes and checks object names', () => {
    expect(formatBytes(512)).toBe('512 bytes')
    expect(formatBytes(2 * 1024 * 1024)).toBe('2 MB')
    expect(formatBytes(1536)).toBe('1.5 KB')
    expect(objectNameError('a/b')).toBe('A name cannot contain "/"')
    expect(objectNameError(' ')).toBe('Please provide a name')
    expect(objectNameError('notes')).toBeNull()
  })
})
