import type { Message } from '../model/schemas'
import type { CompletionMessage } from '../api/chat-completions'
import { messageText } from '../sql/snippets'
import type { AiOptInKey } from './opt-in'

export interface ProjectContext {
  ref: string
  name: string
  region?: string | undefined
  dbVersion?: string | undefined
  status?: string | undefined
}

const INSTRUCTIONS = [
  "You are the AI assistant of a dashboard for hosted Postgres projects. You help the user write, fix and understand SQL for their project's database.",
  'Reply in markdown. Put SQL in fenced ```sql blocks. Qualify table names with their schema. Prefer read-only queries unless the user asks for a change, and say when a statement changes data or schema.',
].join('\n')

/** The system message: instructions, the project, and the schema when the organization allows it (AI_SQL). */
export function buildSystemPrompt({
  project,
  optIn,
  schemaText,
}: {
  project: ProjectContext
  optIn: readonly AiOptInKey[]
  schemaText?: string | undefined
}) {
  const facts = [
    `Project: ${project.name} (ref ${project.ref})`,
    project.region && `region ${project.region}`,
    project.dbVersion && `Postgres ${project.dbVersion}`,
    project.status && `status ${project.status}`,
  ]
  const sections = [INSTRUCTIONS, `${facts.filter(Boolean).join(', ')}.`]
  if (optIn.includes('AI_SQL') && schemaText) sections.push(`Database schema:\n${schemaText}`)
  else if (optIn.includes('AI_SQL')) sections.push('The database schema could not be read.')
  else sections.push('The user has not shared the database schema.')
  if (!optIn.includes('AI_DATA')) sections.push('Row values from query results are not shared with you.')
  return sections.join('\n\n')
}

/** How many result rows go to the model per snippet when data sharing is on. */
export const RESULT_ROWS_SHARED = 20

function resultsText(message: Message): string {
  const notes: string[] = []
  for (const part of message.parts) {
    if (part.type !== 'sql') continue
    const result = message.results[part.id]
    if (!result) continue
    if (result.status === 'error') notes.push(`Running \`${part.id}\` failed: ${result.message}`)
    else
      notes.push(
        `Running \`${part.id}\` returned ${result.total} rows:\n\`\`\`json\n${JSON.stringify(result.rows.slice(0, RESULT_ROWS_SHARED))}\n\`\`\``,
      )
  }
  return notes.join('\n\n')
}

/** The chat as completion messages; query results (row values) only with the AI_DATA opt-in. */
export function toCompletionMessages(messages: readonly Message[], optIn: readonly AiOptInKey[]): CompletionMessage[] {
  const includeData = optIn.includes('AI_DATA')
  return messages
    .map((message): CompletionMessage => {
      const results = includeData && message.role === 'assistant' ? resultsText(message) : ''
      return { role: message.role, content: [messageText(message), results].filter(Boolean).join('\n\n') }
    })
    .filter((message) => message.content.trim() !== '')
}
