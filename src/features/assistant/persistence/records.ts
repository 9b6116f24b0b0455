import { z } from 'zod/mini'
import { reportError } from '@/lib/http/errors'
import { assistantStateSchema, chatSchema, type AssistantState, type Chat } from '../model/schemas'
import { emptyAssistantState } from '../model/transitions'
import type { ChatRecord, ProjectRecord, StoredSnapshot } from './repository'
import { capMessages } from './merge'

const projectRecordSchema = z.omit(assistantStateSchema, { chats: true })

export class CorruptRecordError extends Error {
  override name = 'CorruptRecordError'
}

function reportCorruptRecord(what: string, projectRef: string, issue: string) {
  // Always reported (sample rate 1): a corrupt record is a bug worth seeing, and it is rare.
  reportError(new CorruptRecordError(`Corrupt assistant ${what} replaced: ${issue}`), { projectRef }, 1)
}

const recordId = (value: unknown) =>
  value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'string'
    ? (value as { id: string }).id
    : undefined

export interface ParsedSnapshot {
  project: ProjectRecord | undefined
  chats: Chat[]
  /** Ids of stored chats that failed to parse: they are replaced (deleted) on the next write. */
  corruptChatIds: string[]
  /** The project record itself was present but unreadable. */
  corruptProject: boolean
}

/** Parses every stored value with zod; a corrupt record is reported and left out, never thrown. */
export function parseSnapshot(
  projectRef: string,
  snapshot: StoredSnapshot,
  { reportCorrupt = true } = {},
): ParsedSnapshot {
  const report = reportCorrupt ? reportCorruptRecord : () => {}
  let project: ProjectRecord | undefined
  let corruptProject = false
  if (snapshot.project !== undefined) {
    const parsed = projectRecordSchema.safeParse(snapshot.project)
    if (parsed.success && parsed.data.projectRef === projectRef) project = parsed.data
    else {
      corruptProject = true
      report('state', projectRef, parsed.success ? 'project mismatch' : (parsed.error.issues[0]?.message ?? 'invalid'))
    }
  }
  const chats: Chat[] = []
  const corruptChatIds: string[] = []
  for (const value of snapshot.chats) {
    const parsed = chatSchema.safeParse(value)
    if (parsed.success) chats.push(parsed.data)
    else {
      const id = recordId(value)
      if (id) corruptChatIds.push(id)
      report('chat', projectRef, parsed.error.issues[0]?.message ?? 'invalid')
    }
  }
  return { project, chats, corruptChatIds, corruptProject }
}

export function toProjectRecord({ chats: _chats, ...project }: AssistantState): ProjectRecord {
  return project
}

export const toChatRecord = (projectRef: string, chat: Chat): ChatRecord => ({ ...capMessages(chat), projectRef })

/** The legacy localStorage record (CONTRACT §3), parsed chat by chat; undefined when absent. */
export function readLegacyState(projectRef: string, key: string, storage: Storage): ParsedSnapshot | undefined {
  const raw = storage.getItem(key)
  if (raw === null) return undefined
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    value = undefined
  }
  if (!value || typeof value !== 'object') {
    reportCorruptRecord('legacy state', projectRef, 'not a JSON object')
    return { project: undefined, chats: [], corruptChatIds: [], corruptProject: true }
  }
  const { chats, ...rest } = value as { chats?: unknown }
  const chatValues = chats && typeof chats === 'object' ? Object.values(chats) : []
  return parseSnapshot(projectRef, {
    project: { ...emptyProjectFields(projectRef), ...rest, projectRef },
    chats: chatValues,
  })
}

function emptyProjectFields(projectRef: string): ProjectRecord {
  return toProjectRecord(emptyAssistantState(projectRef))
}
