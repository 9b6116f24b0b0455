export interface ParsedSecrets {
  secrets: { name: string; value: string }[]
  problems: string[]
}

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/
export const RESERVED_PREFIX = 'SUPABASE_'

/** Why a secret name is refused, or undefined. */
export function secretNameProblem(name: string): string | undefined {
  if (!NAME.test(name)) return `${name || '(empty)'}: a name has letters, digits and _, and does not start with a digit`
  if (name.toUpperCase().startsWith(RESERVED_PREFIX))
    return `${name}: names starting with ${RESERVED_PREFIX} are reserved for the values every function receives (SUPABASE_URL, SUPABASE_ANON_KEY, ...)`
  return undefined
}

function unquote(value: string) {
  const quoted = /^(['"])(.*)\1$/s.exec(value)
  if (!quoted) return value.replace(/\s+#.*$/, '')
  return quoted[1] === '"' ? quoted[2]!.replace(/\\n/g, '\n').replace(/\\"/g, '"') : quoted[2]!
}

/** A .env file's `NAME=value` lines (comments, blank lines and `export ` skipped); the later of two names wins. */
export function parseEnvFile(text: string): ParsedSecrets {
  const byName = new Map<string, string>()
  const problems: string[] = []
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.trim().replace(/^export\s+/, '')
    if (!line || line.startsWith('#')) continue
    const equals = line.indexOf('=')
    if (equals <= 0) {
      problems.push(`Line ${index + 1}: write NAME=value`)
      continue
    }
    const name = line.slice(0, equals).trim()
    const problem = secretNameProblem(name)
    if (problem) problems.push(`Line ${index + 1}: ${problem}`)
    else byName.set(name, unquote(line.slice(equals + 1).trim()))
  }
  return { secrets: [...byName].map(([name, value]) => ({ name, value })), problems }
}
