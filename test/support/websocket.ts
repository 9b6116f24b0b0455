import { createHash } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'

/**
 * A small RFC 6455 server side for the tests' Node servers (no WebSocket package is installed): the
 * upgrade handshake, text frames both ways (masked from the browser, fragmented or not), ping and close.
 */
export interface ServerSocket {
  send(text: string): void
  close(code?: number, reason?: string): void
  onMessage(listener: (text: string) => void): void
  onClose(listener: () => void): void
}

const GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11'

function encode(opcode: number, payload: Buffer): Buffer {
  const length = payload.length
  const header = length < 126 ? Buffer.alloc(2) : length < 65_536 ? Buffer.alloc(4) : Buffer.alloc(10)
  header[0] = 0x80 | opcode
  if (length < 126) header[1] = length
  else if (length < 65_536) {
    header[1] = 126
    header.writeUInt16BE(length, 2)
  } else {
    header[1] = 127
    header.writeBigUInt64BE(BigInt(length), 2)
  }
  return Buffer.concat([header, payload])
}

/** Refuses an upgrade with an HTTP status (as a server that checks the key before upgrading does). */
export function refuseUpgrade(socket: Duplex, status: number, message: string) {
  socket.end(`HTTP/1.1 ${status} ${message}\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(message)}\r\nConnection: close\r\n\r\n${message}`)
}

export function acceptUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): ServerSocket {
  const key = String(request.headers['sec-websocket-key'] ?? '')
  const accept = createHash('sha1').update(key + GUID).digest('base64')
  socket.write(`HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`)
  const messageListeners: ((text: string) => void)[] = []
  const closeListeners: (() => void)[] = []
  let buffered: Buffer = head.length ? Buffer.from(head) : Buffer.alloc(0)
  let fragments: Buffer[] = []
  let closed = false
  const finish = () => {
    if (closed) return
    closed = true
    for (const listener of closeListeners) listener()
  }
  const write = (data: Buffer) => {
    if (!closed && socket.writable) socket.write(data)
  }

  const read = () => {
    while (buffered.length >= 2) {
      const first = buffered[0]!
      const second = buffered[1]!
      let length = second & 0x7f
      let offset = 2
      if (length === 126) {
        if (buffered.length < 4) return
        length = buffered.readUInt16BE(2)
        offset = 4
      } else if (length === 127) {
        if (buffered.length < 10) return
        length = Number(buffered.readBigUInt64BE(2))
        offset = 10
      }
      const masked = (second & 0x80) !== 0
      const mask = masked ? buffered.subarray(offset, offset + 4) : undefined
      if (masked) offset += 4
      if (buffered.length < offset + length) return
      const payload = Buffer.from(buffered.subarray(offset, offset + length))
      if (mask) for (let i = 0; i < payload.length; i++) payload[i] = payload[i]! ^ mask[i % 4]!
      buffered = buffered.subarray(offset + length)
      const opcode = first & 0x0f
      const fin = (first & 0x80) !== 0
      if (opcode === 0x8) {
        write(encode(0x8, payload.subarray(0, 2)))
        socket.end()
        finish()
        return
      }
      if (opcode === 0x9) write(encode(0xa, payload))
      if (opcode === 0x1 || opcode === 0x0) {
        fragments.push(payload)
        if (fin) {
          const text = Buffer.concat(fragments).toString('utf8')
          fragments = []
          for (const listener of messageListeners) listener(text)
        }
      }
    }
  }
  socket.on('data', (chunk: Buffer) => {
    buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk
    read()
  })
  socket.on('close', finish)
  socket.on('error', finish)
  queueMicrotask(read)

  return {
    send: (text) => write(encode(0x1, Buffer.from(text, 'utf8'))),
    close(code = 1000, reason = '') {
      const body = Buffer.alloc(2 + Buffer.byteLength(reason))
      body.writeUInt16BE(code, 0)
      body.write(reason, 2)
      write(encode(0x8, body))
      socket.end()
      finish()
    },
    onMessage: (listener) => void messageListeners.push(listener),
    onClose: (listener) => void closeListeners.push(listener),
  }
}
