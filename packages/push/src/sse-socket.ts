import { EventEmitter } from 'node:events'
import type { ServerResponse } from 'node:http'

/**
 * The server side of the centrifuge client's SSE transport (WebSocket emulation): replies and
 * pushes go down an event stream, one event per frame (a frame's lines become the event's
 * `data:` lines, which the browser joins back with newlines); commands come up in separate
 * POSTs to the emulation endpoint, handed in with `receive`. To a `Connection` it looks like
 * the part of a WebSocket it uses.
 */
export class SseSocket extends EventEmitter {
  #closed = false

  constructor(
    private readonly response: ServerResponse,
    /** Where the client's commands are sent: this stream's session on this node. */
    readonly emulation: { readonly session: string; readonly node: string },
  ) {
    super()
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      // no-transform: a compressing proxy must not hold the stream back.
      'cache-control': 'no-cache, no-store, no-transform',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    })
    response.write(':\n\n')
    response.on('close', () => {
      this.#end()
    })
    response.on('error', () => {
      this.#end()
    })
  }

  get bufferedAmount(): number {
    return this.response.writableLength
  }

  send(data: string | Buffer): void {
    if (this.#closed) return
    const text = typeof data === 'string' ? data : data.toString('utf8')
    const lines = text.split('\n').filter((line) => line !== '')
    this.response.write(`${lines.map((line) => `data: ${line}`).join('\n')}\n\n`)
  }

  /** Commands the client posted to the emulation endpoint. */
  receive(frame: string): void {
    if (!this.#closed) this.emit('message', Buffer.from(frame, 'utf8'), false)
  }

  /** A stream has no close frame: the client is told with a disconnect push first. */
  close(code: number, reason: string): void {
    if (this.#closed) return
    this.send(JSON.stringify({ disconnect: { code, reason } }))
    this.response.end()
    this.#end()
  }

  #end(): void {
    if (this.#closed) return
    this.#closed = true
    this.emit('close')
  }
}
