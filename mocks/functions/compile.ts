import type { CompileOutcome, SourceFile } from './compile-files'

const isNode = () => typeof process !== 'undefined' && typeof process.versions?.node === 'string'
// In a variable: the browser bundle must not take sucrase into the page's chunks.
const NODE_COMPILER = './compile-files.ts'

let worker: Worker | undefined
let nextId = 1
const pending = new Map<number, (outcome: CompileOutcome) => void>()

function compilerWorker() {
  if (!worker) {
    worker = new Worker(new URL('./compile-worker.ts', import.meta.url), {
      type: 'module',
      name: 'mock-functions-compiler',
    })
    worker.onmessage = (event: MessageEvent<{ id: number; outcome: CompileOutcome }>) => {
      pending.get(event.data.id)?.(event.data.outcome)
      pending.delete(event.data.id)
    }
  }
  return worker
}

/** Compiles a function's files: in Node directly, in the browser in the compiler's own worker. */
export async function compile(files: SourceFile[]): Promise<CompileOutcome> {
  if (isNode()) {
    const { compileFiles } = (await import(/* @vite-ignore */ NODE_COMPILER)) as typeof import('./compile-files')
    return compileFiles(files)
  }
  const id = nextId++
  return new Promise((resolve) => {
    pending.set(id, resolve)
    compilerWorker().postMessage({ id, files })
  })
}
