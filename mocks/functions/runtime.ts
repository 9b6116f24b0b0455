import { startFunctionWorker, type FunctionWorker, type WorkerMessage } from './function-worker'
import { locate, workerSource, type CompiledModule, type LineMapEntry } from './worker-source'

/** A function that has not answered by then is stopped, its worker terminated (a loop cannot freeze the page). */
export const EXECUTION_LIMIT_MS = 10_000

export interface FunctionCode {
  /** Changes with the version and the secrets: a new key starts a new worker. */
  key: string
  slug: string
  modules: CompiledModule[]
  entry: string
  env: Record<string, string>
  endpoint: string
  /** Console output of the function, with the invocation it belongs to. */
  onLog: (level: string, message: string, execution: string | null) => void
}

export interface InvocationRequest {
  url: string
  method: string
  headers: [string, string][]
  body: string | null
  execution: string
}

export interface InvocationAnswer {
  status: number
  headers: [string, string][]
  body: string
}

type Reply = Extract<WorkerMessage, { type: 'response' | 'failure' }>
type Boot = { ok: true } | { ok: false; message: string }

interface Running {
  worker: FunctionWorker
  booted: Promise<Boot>
  pending: Map<number, (reply: Reply) => void>
}

const running = new Map<string, Running>()
let nextInvocation = 1

const json = (status: number, body: unknown): InvocationAnswer => ({
  status,
  headers: [['content-type', 'application/json']],
  body: JSON.stringify(body),
})

async function relay(worker: FunctionWorker, message: Extract<WorkerMessage, { type: 'fetch' }>) {
  try {
    const response = await fetch(message.url, { method: message.method, headers: message.headers, body: message.body })
    worker.post({
      type: 'fetch-result',
      id: message.id,
      status: response.status,
      headers: [...response.headers],
      body: await response.text(),
    })
  } catch (error) {
    worker.post({ type: 'fetch-result', id: message.id, error: error instanceof Error ? error.message : String(error) })
  }
}

function describeBootError(message: string, lines: LineMapEntry[], line?: number) {
  const where = line ? locate(lines, line) : undefined
  return where ? `${message} (${where.file} line ${where.line})` : message
}

async function start(code: FunctionCode): Promise<Running> {
  const { source, lines } = workerSource(code.modules, { endpoint: code.endpoint, entry: code.entry, env: code.env })
  const worker = await startFunctionWorker(source, `function-${code.slug}`)
  const pending = new Map<number, (reply: Reply) => void>()
  const booted = new Promise<Boot>((resolve) => {
    worker.onMessage((message) => {
      if (message.type === 'ready') resolve({ ok: true })
      else if (message.type === 'boot-error') resolve({ ok: false, message: message.message })
      else if (message.type === 'log') code.onLog(message.level, message.message, message.execution)
      else if (message.type === 'fetch') void relay(worker, message)
      else {
        pending.get(message.id)?.(message)
        pending.delete(message.id)
      }
    })
    worker.onError((message, line) => {
      const text = describeBootError(message, lines, line)
      resolve({ ok: false, message: text })
      for (const [id, settle] of pending) settle({ type: 'failure', id, message: text })
      pending.clear()
      stop(code.key)
    })
  })
  return { worker, booted, pending }
}

function stop(key: string) {
  running.get(key)?.worker.terminate()
  running.delete(key)
}

/** Stops every worker of a function (redeployed, deleted, secrets changed). */
export function stopFunction(slugKeyPrefix: string) {
  for (const key of [...running.keys()]) if (key.startsWith(slugKeyPrefix)) stop(key)
}

/** Runs one request through the function's worker, started on first use and then reused. */
export async function invokeFunction(code: FunctionCode, request: InvocationRequest): Promise<InvocationAnswer> {
  let entry = running.get(code.key)
  if (!entry) {
    for (const key of [...running.keys()]) if (key.startsWith(`${code.key.split('@')[0]}@`)) stop(key)
    entry = await start(code)
    running.set(code.key, entry)
  }
  const current = entry
  let timer: ReturnType<typeof setTimeout> | undefined
  const limit = new Promise<InvocationAnswer>((resolve) => {
    timer = setTimeout(() => {
      stop(code.key)
      code.onLog(
        'error',
        `Function exceeded the execution time limit of ${EXECUTION_LIMIT_MS / 1000} s and was stopped`,
        request.execution,
      )
      resolve(
        json(546, { code: 'WORKER_LIMIT', message: 'Function exceeded the execution time limit and was stopped' }),
      )
    }, EXECUTION_LIMIT_MS)
  })
  const run = (async (): Promise<InvocationAnswer> => {
    const boot = await current.booted
    if (!boot.ok) {
      stop(code.key)
      code.onLog('error', `Function failed to start: ${boot.message}`, request.execution)
      return json(503, { code: 'BOOT_ERROR', message: `Function failed to start: ${boot.message}` })
    }
    const id = nextInvocation++
    const reply = await new Promise<Reply>((resolve) => {
      current.pending.set(id, resolve)
      current.worker.post({ type: 'invoke', id, ...request })
    })
    if (reply.type === 'failure') return json(500, { code: 'WORKER_ERROR', message: reply.message.split('\n')[0] })
    return { status: reply.status, headers: reply.headers, body: reply.body }
  })()
  try {
    return await Promise.race([run, limit])
  } finally {
    clearTimeout(timer)
  }
}
