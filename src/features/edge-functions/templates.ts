import type { FunctionFile } from './api/schemas'

export interface FunctionTemplate {
  id: string
  label: string
  slug: string
  files: FunctionFile[]
}

const HELLO = `// Answers with a greeting for the name in the JSON body.
interface Greeting {
  name?: string
}

Deno.serve(async (req: Request) => {
  const { name = 'world' }: Greeting = req.method === 'POST' ? await req.json() : {}
  console.log(\`Saying hello to \${name}\`)
  return Response.json({ message: \`Hello \${name}!\` })
})
`

const DATABASE = `// Reads rows of a table through the project's REST API with the client library.
import { createClient } from 'jsr:@supabase/supabase-js@2'

Deno.serve(async (req: Request) => {
  const supabase = createClient(Deno.env.get('SUPABASE_URL')!, Deno.env.get('SUPABASE_ANON_KEY')!, {
    global: { headers: { Authorization: req.headers.get('Authorization') ?? '' } },
  })
  const table = new URL(req.url).searchParams.get('table') ?? 'customers'
  const { data, error } = await supabase.from(table).select('*').limit(10)
  if (error) return Response.json({ error }, { status: 400 })
  return Response.json({ rows: data })
})
`

const WEBHOOK = `// Receives a webhook, checks its shared secret and logs the event.
import { verify } from './verify.ts'

Deno.serve(async (req: Request) => {
  if (req.method !== 'POST') return new Response('Method not allowed', { status: 405 })
  if (!verify(req.headers.get('x-webhook-secret'))) return new Response('Invalid signature', { status: 401 })
  const event = await req.json()
  console.log('Webhook received:', event.type ?? 'unknown')
  return Response.json({ received: true })
})
`

const VERIFY = `// The sender puts the shared secret WEBHOOK_SECRET (see Secrets) in the x-webhook-secret header.
export function verify(secret: string | null): boolean {
  const expected = Deno.env.get('WEBHOOK_SECRET')
  return !expected || secret === expected
}
`

export const FUNCTION_TEMPLATES: FunctionTemplate[] = [
  { id: 'hello-world', label: 'Hello world', slug: 'hello-world', files: [{ name: 'index.ts', content: HELLO }] },
  {
    id: 'database',
    label: 'Database call with the client library',
    slug: 'read-table',
    files: [{ name: 'index.ts', content: DATABASE }],
  },
  {
    id: 'webhook',
    label: 'Webhook receiver',
    slug: 'webhook',
    files: [
      { name: 'index.ts', content: WEBHOOK },
      { name: 'verify.ts', content: VERIFY },
    ],
  },
]
