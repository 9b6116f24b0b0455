/** A running function's worker, the same on both hosts: messages in and out, errors, terminate. */
export interface FunctionWorker {
  post: (message: unknown) => void
  onMessage: (listener: (message: WorkerMessage) => void) => void
  /** The script failed (a syntax error while parsing, an uncaught error): its message and line. */
  onError: (listener: (message: string, line?: number) => void) => void
  terminate: () => void
}

export type WorkerMessage =
  | { type: 'ready' }
  | { type: 'boot-error'; message: string }
  | { type: 'log'; level: string; message: string; execution: string | null }
  | { type: 'fetch'; id: number; url: string; method: string; headers: [string, string][]; body: string | null }
  | { type: 'response'; id: number; status: number; headers: [string, string][]; body: string }
  | { type: 'failure'; id: number; message: string }

const isNode = () => typeof process !== 'undefined' && typeof process.versions?.node === 'string'
const NODE_WORKER = 'node:worker_threads'

/** A classic Web Worker from a blob: URL in the browser, a worker thread in Node. */
export async function startFunctionWorker(source: string, name: string): Promise<FunctionWorker> {
  if (isNode()) {
    const { Worker: NodeWorker } = (await import(
      /* @vite-ignore */ NODE_WORKER
    )) as typeof import('node:worker_threads')
    const worker = new NodeWorker(source, { eval: true, name })
    return {
      post: (message) => worker.postMessage(message),
      onMessage: (listener) => void worker.on('message', listener),
      onError: (listener) =>
        void worker.on('error', (error: Error) => {
          const line = /\[worker eval\]:(\d+)/.exec(error.stack ?? '')?.[1]
          listener(`${error.name}: ${error.message}`, line ? Number(line) : undefined)
        }),
      terminate: () => void worker.terminate(),
    }
  }
  const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }))
  const worker = new Worker(url, { name })
  return {
    post: (message) => worker.postMessage(message),
    onMessage: (listener) =>
      worker.addEventListener('message', (event: MessageEvent<WorkerMessage>) => listener(event.data)),
    onError: (listener) =>
      worker.addEventListener('error', (event) => {
        event.preventDefault()
        listener(event.message || 'The function failed to start', event.lineno || undefined)
      }),
    terminate: () => {
      worker.terminate()
      URL.revokeObjectURL(url)
    },
  }
}
