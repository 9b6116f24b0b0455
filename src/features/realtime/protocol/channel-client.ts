import {
  broadcastFrame,
  decodeFrame,
  encodeFrame,
  heartbeatFrame,
  joinFrame,
  leaveFrame,
  PHOENIX_TOPIC,
  replyReason,
  replySchema,
  topicOf,
  trackFrame,
  type ChannelConfig,
  type Frame,
} from './frames'
import { HEARTBEAT_INTERVAL_MS, reconnectDelay } from './reconnect'

export type ConnectionState =
  | { status: 'idle' }
  | { status: 'connecting' }
  | { status: 'joined' }
  | { status: 'error'; reason: string }
  | { status: 'reconnecting'; attempt: number; delayMs: number; reason: string }

/** The part of the browser's WebSocket the client uses (a test gives a fake). */
export interface SocketLike {
  readonly readyState: number
  send(data: string): void
  close(code?: number, reason?: string): void
  onopen: ((event: unknown) => void) | null
  onmessage: ((event: { data: unknown }) => void) | null
  onclose: ((event: { code: number; reason: string }) => void) | null
  onerror: ((event: unknown) => void) | null
}

const OPEN = 1

export interface ChannelClientOptions {
  config: ChannelConfig
  /** The socket URL, asked before every connection (a key that expired is fetched again there). */
  socketUrl: () => Promise<string>
  /** The chosen role's token, sent as `access_token` (CONTRACT §15, §16). */
  accessToken?: (() => Promise<string | undefined>) | undefined
  onState: (state: ConnectionState) => void
  /** A channel frame that is not a reply: broadcast, presence, database changes, system. */
  onFrame: (frame: Frame) => void
  /** A frame that did not parse: said, not thrown. */
  onInvalidFrame?: (reason: string) => void
  createSocket?: (url: string) => SocketLike
}

/**
 * One channel over one Realtime socket: join, heartbeats, replies, and reconnection with back-off when
 * the socket drops. A join the server refuses stays refused (its reason shown), it is not retried.
 */
export class RealtimeChannelClient {
  private socket: SocketLike | undefined
  private state: ConnectionState = { status: 'idle' }
  private nextRef = 1
  private joinRef: string | null = null
  private pendingHeartbeat: string | null = null
  private heartbeat: ReturnType<typeof setInterval> | undefined
  private retry: ReturnType<typeof setTimeout> | undefined
  private attempt = 0
  private stopped = true

  constructor(private readonly options: ChannelClientOptions) {}

  get current(): ConnectionState {
    return this.state
  }

  join() {
    this.stopped = false
    this.attempt = 0
    void this.connect()
  }

  /** Leaves the channel and closes the socket; nothing reconnects. */
  leave() {
    this.stopped = true
    clearTimeout(this.retry)
    const socket = this.socket
    if (socket && socket.readyState === OPEN && this.joinRef) this.send(leaveFrame(this.options.config.channel, this.ref(), this.joinRef))
    this.teardown()
    this.setState({ status: 'idle' })
  }

  sendBroadcast(event: string, payload: unknown) {
    const joinRef = this.requireJoined()
    this.send(broadcastFrame(this.options.config.channel, event, payload, this.ref(), joinRef))
  }

  track(state: Record<string, unknown>) {
    const joinRef = this.requireJoined()
    this.send(trackFrame(this.options.config.channel, state, this.ref(), joinRef))
  }

  private requireJoined(): string {
    if (this.state.status !== 'joined' || !this.joinRef) throw new Error('Join the channel before sending.')
    return this.joinRef
  }

  private ref() {
    return String(this.nextRef++)
  }

  private setState(state: ConnectionState) {
    this.state = state
    this.options.onState(state)
  }

  private send(frame: Frame) {
    this.socket?.send(encodeFrame(frame))
  }

  private async connect() {
    this.setState({ status: 'connecting' })
    let url: string
    let token: string | undefined
    try {
      url = await this.options.socketUrl()
      token = await this.options.accessToken?.()
    } catch (error) {
      if (this.stopped) return
      const reason = error instanceof Error ? error.message : String(error)
      // A first join that cannot even start says why; a reconnection keeps trying.
      return this.attempt === 0 ? this.fail(reason) : this.scheduleReconnect(reason)
    }
    if (this.stopped) return
    const socket = (this.options.createSocket ?? ((u) => new WebSocket(u) as unknown as SocketLike))(url)
    this.socket = socket
    socket.onopen = () => {
      this.joinRef = this.ref()
      this.send(joinFrame(this.options.config, this.joinRef, token))
      this.heartbeat = setInterval(() => this.beat(), HEARTBEAT_INTERVAL_MS)
    }
    socket.onmessage = (event) => this.receive(event.data)
    socket.onclose = (event) => {
      if (this.socket !== socket) return
      this.teardown()
      if (this.stopped || this.state.status === 'error') return
      this.scheduleReconnect(`The connection closed (code ${event.code}${event.reason ? `: ${event.reason}` : ''}).`)
    }
    socket.onerror = () => undefined
  }

  private beat() {
    if (this.pendingHeartbeat !== null) {
      // The last heartbeat was never answered: the connection is dead even if the socket says open.
      this.socket?.close(1000, 'heartbeat timeout')
      return
    }
    this.pendingHeartbeat = this.ref()
    this.send(heartbeatFrame(this.pendingHeartbeat))
  }

  private receive(data: unknown) {
    const decoded = decodeFrame(typeof data === 'string' ? data : String(data))
    if (!decoded.ok) return this.options.onInvalidFrame?.(decoded.reason)
    const { frame } = decoded
    if (frame.topic === PHOENIX_TOPIC) {
      if (frame.event === 'phx_reply' && frame.ref === this.pendingHeartbeat) this.pendingHeartbeat = null
      return
    }
    if (frame.topic !== topicOf(this.options.config.channel)) return
    if (frame.event === 'phx_reply') {
      if (frame.ref !== this.joinRef || this.state.status === 'joined') return
      const reply = replySchema.safeParse(frame.payload)
      if (reply.success && reply.data.status === 'ok') {
        this.attempt = 0
        return this.setState({ status: 'joined' })
      }
      return this.fail(reply.success ? replyReason(reply.data.response) : 'The server answered the join with an unreadable reply.')
    }
    this.options.onFrame(frame)
    if (frame.event === 'phx_error' || frame.event === 'phx_close') {
      this.socket?.close(1000, frame.event)
    }
  }

  private fail(reason: string) {
    this.setState({ status: 'error', reason })
    this.teardown()
  }

  private scheduleReconnect(reason: string) {
    this.attempt += 1
    const delayMs = reconnectDelay(this.attempt)
    this.setState({ status: 'reconnecting', attempt: this.attempt, delayMs, reason })
    clearTimeout(this.retry)
    this.retry = setTimeout(() => void this.connect(), delayMs)
  }

  private teardown() {
    clearInterval(this.heartbeat)
    this.heartbeat = undefined
    this.pendingHeartbeat = null
    this.joinRef = null
    const socket = this.socket
    this.socket = undefined
    if (socket) {
      socket.onopen = socket.onmessage = socket.onerror = null
      socket.onclose = null
      if (socket.readyState <= OPEN) socket.close(1000)
    }
  }
}
