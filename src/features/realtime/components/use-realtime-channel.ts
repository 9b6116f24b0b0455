import { useCallback, useEffect, useRef, useState } from 'react'
import { RealtimeChannelClient, type ConnectionState } from '../protocol/channel-client'
import type { ChannelConfig } from '../protocol/frames'
import { MessageBuffer } from '../protocol/message-buffer'
import { classifyFrame, type InspectorMessage, type MessageKind } from '../protocol/messages'

export interface JoinRequest {
  config: ChannelConfig
  /** The kinds listed; system messages always are. */
  kinds: ReadonlySet<MessageKind>
  socketUrl: () => Promise<string>
  accessToken: (() => Promise<string | undefined>) | undefined
}

let nextMessageId = 1

/** The inspector's channel: one client at a time, its state, and the messages batched once per frame. */
export function useRealtimeChannel() {
  const [buffer] = useState(() => new MessageBuffer())
  const [state, setState] = useState<ConnectionState>({ status: 'idle' })
  const [joined, setJoined] = useState<ChannelConfig | undefined>()
  const client = useRef<RealtimeChannelClient | undefined>(undefined)

  const join = useCallback(
    (request: JoinRequest) => {
      client.current?.leave()
      const add = (message: Omit<InspectorMessage, 'id' | 'receivedAt'>) =>
        buffer.push({ id: nextMessageId++, receivedAt: Date.now(), ...message })
      const created = new RealtimeChannelClient({
        config: request.config,
        socketUrl: request.socketUrl,
        accessToken: request.accessToken,
        onState: setState,
        onFrame: (frame) => {
          const message = classifyFrame(frame)
          if (message && (message.kind === 'system' || request.kinds.has(message.kind))) add(message)
        },
        onInvalidFrame: (reason) => add({ kind: 'system', event: 'invalid frame', payload: reason }),
      })
      client.current = created
      setJoined(request.config)
      created.join()
    },
    [buffer],
  )
  const leave = useCallback(() => {
    client.current?.leave()
    client.current = undefined
    setJoined(undefined)
  }, [])
  useEffect(() => () => client.current?.leave(), [])

  return {
    state,
    joined,
    join,
    leave,
    buffer,
    sendBroadcast: (event: string, payload: unknown) => client.current?.sendBroadcast(event, payload),
    track: (presence: Record<string, unknown>) => client.current?.track(presence),
  }
}
