import { describe, expect, it } from 'vitest'
import { compile } from './compile'
import { invokeFunction, stopFunction } from './runtime'

async function codeFor(slug: string, files: { name: string; content: string }[], logs: string[] = []) {
  const compiled = await compile(files)
  if (!compiled.ok) throw new Error(compiled.message)
  return {
    key: `ref/${slug}@1#`,
    slug,
    modules: compiled.modules,
    entry: 'index.ts',
    env: { GREETING: 'Hello' },
    endpoint: 'http://mock.test/project-api/ref',
    onLog: (level: string, message: string) => logs.push(`${level}: ${message}`),
  }
}
const request = (body: string | null = null) => ({
  url: 'http://mock.test/project-api/ref/functions/v1/x',
  method: body ? 'POST' : 'GET',
  headers: [] as [string, string][],
  body,
  execution: 'e1',
})

describe('the mock functions runtime', () => {
  it('runs a TypeScript Deno.serve handler with several files, env and console capture', async () => {
    const logs: string[] = []
    const code = await codeFor(
      'hello',
      [
        {
          name: 'index.ts',
          content:
            "import { shout } from './shout.ts'\nDeno.serve(async (req: Request) => {\n  const { name } = await req.json()\n  console.log('called with', name)\n  return Response.json({ message: shout(`${Deno.env.get('GREETING')} ${name}`) })\n})",
        },
        { name: 'shout.ts', content: 'export const shout = (text: string): string => text.toUpperCase()' },
      ],
      logs,
    )
    const answer = await invokeFunction(code, request('{"name":"ada"}'))
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.body)).toEqual({ message: 'HELLO ADA' })
    await expect.poll(() => logs).toContain('info: called with ada')
    stopFunction('ref/hello@')
  })

  it('answers 500 for a handler that throws and 503 for a script that fails to start', async () => {
    const throws = await codeFor('throws', [
      { name: 'index.ts', content: "Deno.serve(() => { throw new Error('boom') })" },
    ])
    const thrown = await invokeFunction(throws, request())
    expect(thrown.status).toBe(500)
    expect(thrown.body).toContain('Error: boom')
    const broken = await codeFor('broken', [
      { name: 'index.ts', content: 'const a = 1\nlet a = 2\nDeno.serve(() => new Response())' },
    ])
    const failed = await invokeFunction(broken, request())
    expect(failed.status).toBe(503)
    expect(JSON.parse(failed.body).message).toMatch(/SyntaxError.*already been declared/)
    stopFunction('ref/')
  })

  it('reports a syntax error with the file and line', async () => {
    expect(await compile([{ name: 'index.ts', content: 'const a = {\n  b: ;\n}' }])).toMatchObject({
      ok: false,
      file: 'index.ts',
      line: 2,
    })
  })
})
