import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '@mocks/node'
import { TEST_ORIGIN } from '../../../../test/support/test-config'
import { streamChatCompletion, type CompletionMessage } from './chat-completions'

const url = `${TEST_ORIGIN}/assistant/v1/chat/completions`

async function collect(messages: CompletionMessage[] = [{ role: 'user', content: 'how many orders?' }]) {
  const pieces: string[] = []
  await streamChatCompletion({
    url,
    model: 'test-model',
    messages,
    signal: new AbortController().signal,
    onDelta: (t) => pieces.push(t),
  })
  return pieces
}

describe('streamChatCompletion', () => {
  it('posts {model, messages, stream: true} and reads the streamed deltas until [DONE]', async () => {
    let body: unknown
    server.events.on('request:start', async ({ request }) => {
      body = await request.clone().json()
    })
    const system = 'Database schema:\nCREATE TABLE public.orders (\n  id bigint NOT NULL,\n  PRIMARY KEY (id)\n);'
    const pieces = await collect([
      { role: 'system', content: system },
      { role: 'user', content: 'how many orders?' },
    ])
    server.events.removeAllListeners()
    expect(body).toEqual({
      model: 'test-model',
      messages: [
        { role: 'system', content: system },
        { role: 'user', content: 'how many orders?' },
      ],
      stream: true,
    })
    expect(pieces.length).toBeGreaterThan(5)
    expect(pieces.join('')).toContain('```sql\nselect count(*) as total\nfrom public.orders;\n```')
  })

  it('joins events split across network chunks and skips comments', async () => {
    const encoder = new TextEncoder()
    server.use(
      http.post(url, () => {
        const parts = [
          ': keep-alive\n\ndata: {"choices":[{"delta":{"con',
          'tent":"Hel"}}]}\n\ndata: {"choices":[{"delta":{"content":"lo"}}]}\r\n\r\n',
          'data: [DONE]\n\ndata: {"choices":[{"delta":{"content":"ignored"}}]}\n\n',
        ]
        const stream = new ReadableStream({
          start: (c) => (parts.forEach((p) => c.enqueue(encoder.encode(p))), c.close()),
        })
        return new HttpResponse(stream, { headers: { 'Content-Type': 'text/event-stream' } })
      }),
    )
    expect((await collect()).join('')).toBe('Hello')
  })

  it('reports the endpoint’s error message', async () => {
    server.use(http.post(url, () => HttpResponse.json({ error: { message: 'Rate limit reached' } }, { status: 429 })))
    await expect(collect()).rejects.toThrow('Rate limit reached')
  })
})
