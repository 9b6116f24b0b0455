import { describe, expect, it } from 'vitest'
import { MAX_MESSAGES, MessageBuffer } from './message-buffer'
import type { InspectorMessage } from './messages'

const message = (id: number): InspectorMessage => ({ id, receivedAt: id, kind: 'broadcast', event: 'e', payload: { id } })

function manualFrames() {
  const queued: (() => void)[] = []
  return { schedule: (flush: () => void) => void queued.push(flush), runFrame: () => queued.splice(0).forEach((flush) => flush()), queued }
}

describe('MessageBuffer', () => {
  it('hands a burst to the list once per frame, newest first, at most 500 kept', () => {
    const frames = manualFrames()
    const buffer = new MessageBuffer(frames.schedule)
    let notified = 0
    buffer.subscribe(() => notified++)
    for (let id = 1; id <= 1000; id++) buffer.push(message(id))
    expect(frames.queued).toHaveLength(1)
    expect(buffer.messages).toHaveLength(0)
    frames.runFrame()
    expect(notified).toBe(1)
    expect(buffer.messages).toHaveLength(MAX_MESSAGES)
    expect(buffer.messages[0]!.id).toBe(1000)
    expect(buffer.messages.at(-1)!.id).toBe(501)
    buffer.push(message(1001))
    frames.runFrame()
    expect(buffer.messages).toHaveLength(MAX_MESSAGES)
    expect(buffer.messages.slice(0, 2).map((m) => m.id)).toEqual([1001, 1000])
  })

  it('holds messages while paused and lists them on resume; clear empties it', () => {
    const frames = manualFrames()
    const buffer = new MessageBuffer(frames.schedule)
    buffer.push(message(1))
    frames.runFrame()
    buffer.pause()
    buffer.push(message(2))
    frames.runFrame()
    expect(buffer.messages.map((m) => m.id)).toEqual([1])
    expect(buffer.waiting).toBe(1)
    buffer.resume()
    frames.runFrame()
    expect(buffer.messages.map((m) => m.id)).toEqual([2, 1])
    buffer.clear()
    expect(buffer.messages).toEqual([])
  })
})
