import { describe, expect, it } from 'vitest'
import { appFilesPattern } from './browser'

describe('appFilesPattern', () => {
  it("matches the app's own files below its base, not its mocked api calls nor the platform's", () => {
    const pattern = appFilesPattern('http://localhost:5173', '/dashboard/')
    expect(pattern.test('http://localhost:5173/dashboard/src/main.tsx')).toBe(true)
    expect(pattern.test('http://localhost:5173/dashboard/node_modules/.vite/deps/msw.js?v=1')).toBe(true)
    expect(pattern.test('http://localhost:5173/dashboard/assets/index-abc.js')).toBe(true)
    expect(pattern.test('http://localhost:5173/dashboard/api/get-utc-time')).toBe(false)
    expect(pattern.test('http://localhost:5173/platform/profile')).toBe(false)
    expect(pattern.test('http://localhost:5173/auth/v1/token')).toBe(false)
    expect(pattern.test('http://other.test/dashboard/src/main.tsx')).toBe(false)
  })
})
