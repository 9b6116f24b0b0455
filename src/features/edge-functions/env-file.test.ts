import { describe, expect, it } from 'vitest'
import { parseEnvFile, secretNameProblem } from './env-file'

describe('parseEnvFile', () => {
  it('reads NAME=value lines with quotes, comments and export', () => {
    expect(parseEnvFile('# comment\nexport A=1\nB="two words"\nC=\'x=y\' \nD=plain # note\n\nA=3')).toEqual({
      secrets: [
        { name: 'A', value: '3' },
        { name: 'B', value: 'two words' },
        { name: 'C', value: 'x=y' },
        { name: 'D', value: 'plain' },
      ],
      problems: [],
    })
  })

  it('refuses reserved and malformed names with the reason and keeps the others', () => {
    const parsed = parseEnvFile('SUPABASE_URL=x\nOK=1\n1BAD=2\nnothing')
    expect(parsed.secrets).toEqual([{ name: 'OK', value: '1' }])
    expect(parsed.problems).toEqual([
      expect.stringMatching(/^Line 1: SUPABASE_URL: names starting with SUPABASE_ are reserved/),
      expect.stringMatching(/^Line 3: 1BAD: /),
      'Line 4: write NAME=value',
    ])
    expect(secretNameProblem('supabase_key')).toMatch(/reserved/)
  })
})
