import type { InspectorMessage } from './messages'

/** The inspector keeps this many messages, the newest (CONTRACT §16). */
export const MAX_MESSAGES = 500

export type FrameScheduler = (flush: () => void) => void

const nextAnimationFrame: FrameScheduler = (flush) => {
  requestAnimationFrame(() => flush())
}

/**
 * Messages arrive faster than a page can paint (a burst of 1,000 a second): they are held here and
 * handed to the list once per animation frame, newest first, never more than MAX_MESSAGES kept.
 * While paused the list stays as it is and new messages wait (the newest MAX_MESSAGES of them).
 */
export class MessageBuffer {
  private pending: InspectorMessage[] = []
  private kept: readonly InspectorMessage[] = []
  private scheduled = false
  private paused = false
  private listeners = new Set<() => void>()
  private changes = 0

  constructor(private readonly schedule: FrameScheduler = nextAnimationFrame) {}

  /** The kept messages, newest first (a new array after each flush, the same one until then). */
  get messages(): readonly InspectorMessage[] {
    return this.kept
  }

  /** Changes on every notification: the snapshot of `useSyncExternalStore`. */
  get version(): number {
    return this.changes
  }

  get waiting(): number {
    return this.pending.length
  }

  get isPaused(): boolean {
    return this.paused
  }

  push(message: InspectorMessage) {
    this.pending.push(message)
    // A burst during one frame never holds more than can be kept.
    if (this.pending.length > 2 * MAX_MESSAGES) this.pending = this.pending.slice(-MAX_MESSAGES)
    this.scheduleFlush()
  }

  pause() {
    this.paused = true
    this.notify()
  }

  resume() {
    this.paused = false
    if (this.pending.length) this.scheduleFlush()
    this.notify()
  }

  clear() {
    this.pending = []
    this.kept = []
    this.notify()
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => void this.listeners.delete(listener)
  }

  /** Moves what arrived onto the list now (the scheduled frame calls it). */
  flush() {
    this.scheduled = false
    // Paused, only the count of waiting messages changes (once a frame too).
    if (this.paused) return this.notify()
    if (this.pending.length === 0) return
    const arrived = this.pending.slice(-MAX_MESSAGES).reverse()
    this.pending = []
    this.kept = arrived.length >= MAX_MESSAGES ? arrived : [...arrived, ...this.kept.slice(0, MAX_MESSAGES - arrived.length)]
    this.notify()
  }

  private scheduleFlush() {
    if (this.scheduled) return
    this.scheduled = true
    this.schedule(() => this.flush())
  }

  private notify() {
    this.changes += 1
    for (const listener of this.listeners) listener()
  }
}
