import { transform } from 'sucrase'
import type { CompiledModule } from './worker-source'

export interface SourceFile {
  name: string
  content: string
}

export type CompileOutcome =
  { ok: true; modules: CompiledModule[] } | { ok: false; file: string; line: number; column: number; message: string }

/**
 * Strips the types and turns imports into the loader's require calls, file by file. Sucrase keeps
 * line numbers, so runtime errors point at the user's lines; its parser reports syntax errors.
 */
export function compileFiles(files: SourceFile[]): CompileOutcome {
  const modules: CompiledModule[] = []
  for (const file of files) {
    if (!/\.(ts|js|tsx|jsx|mjs)$/.test(file.name)) continue
    try {
      const jsx = /x$/.test(file.name)
      const { code } = transform(file.content, {
        transforms: jsx ? ['typescript', 'imports', 'jsx'] : ['typescript', 'imports'],
        filePath: file.name,
        disableESTransforms: true,
      })
      modules.push({ name: file.name, code })
    } catch (error) {
      const loc = (error as { loc?: { line: number; column: number } }).loc
      const message = (error instanceof Error ? error.message : String(error))
        .replace(/^Error transforming [^:]+: /, '')
        .replace(/ \(\d+:\d+\)$/, '')
      return { ok: false, file: file.name, line: loc?.line ?? 1, column: loc?.column ?? 1, message }
    }
  }
  return { ok: true, modules }
}
