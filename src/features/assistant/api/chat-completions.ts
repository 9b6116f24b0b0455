import { z } from 'zod/mini'

/** A message of the OpenAI chat-completions protocol (CONTRACT §6). */
export interface CompletionMessage {
  role: 'system' | 'user' | 'assistant'
  content: string
}

export class AssistantRequestError extends Error {
  override name = 'AssistantRequestError'
}

export const ASSISTANT_UNREACHABLE_MESSAGE =
  'Unable to reach the assistant. Please check your network or try again later.'

const chunkSchema = z.looseObject({
  choices: z.optional(z.array(z.looseObject({ delta: z.optional(z.looseObject({ content: z.nullish(z.string()) })) }))),
  error: z.optional(z.looseObject({ message: z.string() })),
})
const errorBodySchema = z.union([
  z.pipe(
    z.looseObject({ error: z.looseObject({ message: z.string() }) }),
    z.transform((b: { error: { message: string } }) => b.error.message),
  ),
  z.pipe(
    z.looseObject({ error: z.string() }),
    z.transform((b: { error: string }) => b.error),
  ),
  z.pipe(
    z.looseObject({ message: z.string() }),
    z.transform((b: { message: string }) => b.message),
  ),
])

async function errorMessage(response: Response) {
  const text = await response.text().catch(() => '')
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    body = undefined
  }
  const parsed = errorBodySchema.safeParse(body)
  return parsed.success ? parsed.data : `The assistant answered with an error (HTTP ${response.status}).`
}

/** Reads Server-Sent Events `data:` lines from a streamed body; stops at `[DONE]`. */
export async function* readServerSentData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  try {
    for (;;) {
      const { value, done } = await reader.read()
      buffer += decoder.decode(value, { stream: !done })
      const lines = buffer.split(/\r?\n/)
      buffer = done ? '' : (lines.pop() ?? '')
      for (const line of lines) {
        if (!line.startsWith('data:')) continue
        const data = line.slice(5).trim()
        if (data === '[DONE]') return
        if (data) yield data
      }
      if (done) return
    }
  } finally {
    reader.releaseLock()
  }
}

export interface StreamCompletionInput {
  url: string
  model: string
  messages: CompletionMessage[]
  signal: AbortSignal
  onDelta: (text: string) => void
  /** The session's access token: a proxy in front of the model can check who asks (issue 11 item 3). */
  accessToken?: string | undefined
}

/** POST {assistantUrl} {model, messages, stream: true}, calling onDelta for each piece of the reply. */
export async function streamChatCompletion({
  url,
  model,
  messages,
  signal,
  onDelta,
  accessToken,
}: StreamCompletionInput): Promise<void> {
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'text/event-stream',
        ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}),
      },
      body: JSON.stringify({ model, messages, stream: true }),
      signal,
    })
  } catch (error) {
    if (signal.aborted) throw error
    throw new AssistantRequestError(ASSISTANT_UNREACHABLE_MESSAGE)
  }
  if (!response.ok) throw new AssistantRequestError(await errorMessage(response))
  if (!response.body) throw new AssistantRequestError('The assistant sent an empty answer.')
  for await (const data of readServerSentData(response.body)) {
    let json: unknown
    try {
      json = JSON.parse(data)
    } catch {
      continue
    }
    const chunk = chunkSchema.safeParse(json)
    if (!chunk.success) continue
    if (chunk.data.error) throw new AssistantRequestError(chunk.data.error.message)
    const content = chunk.data.choices?.[0]?.delta?.content
    if (content) onDelta(content)
  }
}
