/**
 * The script of one function's Web Worker (or Node worker thread): the Deno.serve handler signature,
 * console captured, fetch to the project's own URLs relayed to the host (which the mock answers), a
 * small module loader over the compiled files, and @supabase/supabase-js as a minimal REST client.
 * Generated as text so the worker runs from a blob: URL with no eval (the CSP allows blob: workers).
 */
export interface CompiledModule {
  name: string
  code: string
}

export interface WorkerConfig {
  endpoint: string
  entry: string
  env: Record<string, string>
}

/** Where each file starts in the generated script, to name the file and line of a syntax error. */
export interface LineMapEntry {
  name: string
  startLine: number
}

const PRELUDE = String.raw`
const isNode = typeof self === 'undefined'
const port = isNode ? require('node:worker_threads').parentPort : self
const post = (message) => port.postMessage(message)
const listen = (fn) => (isNode ? port.on('message', fn) : (self.onmessage = (event) => fn(event.data)))
let execution = null
const show = (value) => {
  if (typeof value === 'string') return value
  if (value instanceof Error) return value.stack || value.name + ': ' + value.message
  try { return JSON.stringify(value) } catch { return String(value) }
}
const LEVELS = { log: 'info', info: 'info', debug: 'debug', warn: 'warning', error: 'error' }
for (const [method, level] of Object.entries(LEVELS))
  console[method] = (...args) => post({ type: 'log', level, message: args.map(show).join(' '), execution })
let handler = null
const Deno = {
  serve(first, second) {
    handler = typeof first === 'function' ? first : typeof second === 'function' ? second : first && first.handler
    return { finished: new Promise(() => {}), shutdown: async () => {} }
  },
  env: {
    get: (name) => CONFIG.env[name],
    has: (name) => Object.prototype.hasOwnProperty.call(CONFIG.env, name),
    toObject: () => ({ ...CONFIG.env }),
  },
}
globalThis.Deno = Deno
const nativeFetch = globalThis.fetch.bind(globalThis)
const relayed = new Map()
let nextRelay = 1
globalThis.fetch = async (input, init) => {
  const request = new Request(input, init)
  if (!request.url.startsWith(CONFIG.endpoint + '/')) return nativeFetch(request)
  const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.text()
  const id = nextRelay++
  return new Promise((resolve, reject) => {
    relayed.set(id, { resolve, reject })
    post({ type: 'fetch', id, url: request.url, method: request.method, headers: [...request.headers], body })
  })
}
const supabase = {
  createClient(url, key, options) {
    const headers = { apikey: key, Authorization: 'Bearer ' + key, ...((options && options.global && options.global.headers) || {}) }
    const send = (path, init) =>
      fetch(url.replace(/\/+$/, '') + path, { ...init, headers: { ...headers, 'Content-Type': 'application/json', ...(init.headers || {}) } }).then(async (response) => {
        const text = await response.text()
        let body = null
        try { body = text ? JSON.parse(text) : null } catch { body = text }
        return response.ok ? { data: body, error: null, status: response.status } : { data: null, error: body, status: response.status }
      })
    const from = (table) => {
      const query = new URLSearchParams()
      let method = 'GET'
      let payload
      const builder = {
        select(columns = '*') { query.set('select', columns); return builder },
        insert(rows) { method = 'POST'; payload = JSON.stringify(rows); return builder },
        eq(column, value) { query.append(column, 'eq.' + value); return builder },
        order(column, options) { query.set('order', column + ((options && options.ascending === false) ? '.desc' : '.asc')); return builder },
        limit(count) { query.set('limit', String(count)); return builder },
        then(resolve, reject) {
          return send('/rest/v1/' + encodeURIComponent(table) + '?' + query, { method, body: payload }).then(resolve, reject)
        },
      }
      return builder
    }
    return { from }
  },
}
const cache = {}
const resolvePath = (from, specifier) => {
  const parts = from.split('/').slice(0, -1)
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop()
    else if (part !== '.' && part !== '') parts.push(part)
  }
  return parts.join('/')
}
const requireFrom = (from) => (specifier) => {
  if (specifier.startsWith('.')) {
    const base = resolvePath(from, specifier)
    const path = [base, base + '.ts', base + '.js', base + '/index.ts'].find((p) => MODULES[p])
    if (!path) throw new Error('Module not found "' + specifier + '" (imported by ' + from + ')')
    return load(path)
  }
  if (/supabase-js/.test(specifier)) return supabase
  if (/\/http\/server(\.ts)?$/.test(specifier)) return { serve: (fn) => Deno.serve(fn) }
  throw new Error('Module not found "' + specifier + '": the mock runtime offers your own files, @supabase/supabase-js and std/http/server')
}
const load = (path) => {
  if (cache[path]) return cache[path].exports
  const module = { exports: {} }
  cache[path] = module
  MODULES[path](requireFrom(path), module, module.exports)
  return module.exports
}
listen(async (message) => {
  if (message.type === 'fetch-result') {
    const pending = relayed.get(message.id)
    relayed.delete(message.id)
    if (!pending) return
    if (message.error) pending.reject(new TypeError(message.error))
    else pending.resolve(new Response(message.body, { status: message.status, headers: message.headers }))
    return
  }
  if (message.type !== 'invoke') return
  execution = message.execution
  try {
    if (!handler) throw new Error('The function did not call Deno.serve(handler)')
    const hasBody = message.method !== 'GET' && message.method !== 'HEAD'
    const request = new Request(message.url, { method: message.method, headers: message.headers, body: hasBody ? message.body : undefined })
    const response = await handler(request)
    if (!(response instanceof Response)) throw new TypeError('The handler must return a Response')
    const body = await response.text()
    post({ type: 'response', id: message.id, status: response.status, headers: [...response.headers], body })
  } catch (error) {
    console.error(error)
    post({ type: 'failure', id: message.id, message: show(error) })
  }
})
try {
  load(CONFIG.entry)
  post({ type: 'ready' })
} catch (error) {
  post({ type: 'boot-error', message: show(error) })
}
`

/** The worker's whole script: the compiled files as module functions, then the prelude. */
export function workerSource(
  modules: CompiledModule[],
  config: WorkerConfig,
): { source: string; lines: LineMapEntry[] } {
  const head = `"use strict";\nconst CONFIG = ${JSON.stringify(config)};\nconst MODULES = {};\n`
  let source = head
  const lines: LineMapEntry[] = []
  for (const module of modules) {
    source += `MODULES[${JSON.stringify(module.name)}] = function (require, module, exports) {\n`
    lines.push({ name: module.name, startLine: source.split('\n').length })
    source += `${module.code}\n};\n`
  }
  return { source: `${source}${PRELUDE}`, lines }
}

/** The file and line of a line of the generated script. */
export function locate(lines: LineMapEntry[], line: number) {
  const entry = [...lines].reverse().find((l) => l.startLine <= line)
  return entry ? { file: entry.name, line: line - entry.startLine + 1 } : undefined
}
