import { delay, http, HttpResponse } from 'msw'
import { z } from 'zod/mini'
import { replyFor } from './assistant-reply'

const requestSchema = z.object({
  model: z.optional(z.string()),
  messages: z.array(z.object({ role: z.enum(['system', 'user', 'assistant']), content: z.string() })).check(z.minLength(1)),
  stream: z.optional(z.boolean()),
})

/** Small pieces, as a real model streams them. */
const CHUNK_CHARS = 12
const CHUNK_DELAY_MS = 8

const sse = (data: unknown) => `data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`

/**
 * The assistant endpoint (CONTRACT §6) in OpenAI chat-completions format: a reply derived from the
 * schema in the system message, streamed as Server-Sent Events ending with [DONE].
 */
export const assistantHandlers = [
  http.post('*/assistant/v1/chat/completions', async ({ request }) => {
    const parsed = requestSchema.safeParse(await request.json().catch(() => null))
    if (!parsed.success) {
      return HttpResponse.json(
        { error: { message: 'Invalid request: messages are required', type: 'invalid_request_error' } },
        { status: 400 },
      )
    }
    const { messages, stream } = parsed.data
    const system = messages
      .filter((m) => m.role === 'system')
      .map((m) => m.content)
      .join('\n')
    const question = messages.findLast((m) => m.role === 'user')?.content ?? ''
    const reply = replyFor(system, question)
    const id = `chatcmpl-mock-${Date.now()}`
    if (stream === false) {
      return HttpResponse.json({
        id,
        object: 'chat.completion',
        choices: [{ index: 0, message: { role: 'assistant', content: reply }, finish_reason: 'stop' }],
      })
    }
    const encoder = new TextEncoder()
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        const chunk = (delta: object, finish: string | null = null) =>
          encoder.encode(
            sse({ id, object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish }] }),
          )
        try {
          controller.enqueue(chunk({ role: 'assistant', content: '' }))
          for (let i = 0; i < reply.length; i += CHUNK_CHARS) {
            if (request.signal.aborted) return controller.close()
            await delay(CHUNK_DELAY_MS)
            controller.enqueue(chunk({ content: reply.slice(i, i + CHUNK_CHARS) }))
          }
          controller.enqueue(chunk({}, 'stop'))
          controller.enqueue(encoder.encode(sse('[DONE]')))
          controller.close()
        } catch {
          // The reader went away (stopped by the user): nothing left to send.
        }
      },
    })
    return new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' } })
  }),
]
