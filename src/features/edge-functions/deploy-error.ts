/** Where a failed deploy points: the bundler's `file:line:column: message` in the platform's message. */
export interface DeployErrorPlace {
  file: string
  line: number
  column: number | undefined
}

export function deployErrorPlace(message: string, fileNames: string[]): DeployErrorPlace | undefined {
  for (const name of fileNames) {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    const match = new RegExp(`(?:^|[\\s/(])${escaped}:(\\d+)(?::(\\d+))?`).exec(message)
    if (match) return { file: name, line: Number(match[1]), column: match[2] ? Number(match[2]) : undefined }
  }
  return undefined
}

/** Function slugs: a letter, then letters, digits, - and _; `new` and `secrets` are pages. */
export function slugProblem(slug: string): string | undefined {
  if (!slug) return 'Enter a name for the function'
  if (!/^[A-Za-z][A-Za-z0-9_-]*$/.test(slug)) return 'Use letters, digits, - and _, starting with a letter'
  if (slug === 'new' || slug === 'secrets') return `"${slug}" is reserved: choose another name`
  return undefined
}
