import type { PushSocket } from './subscriber'

const NEWLINE = Buffer.from('\n')

/** Writers holding pushes of the current event-loop turn; one `setImmediate` flushes them all. */
const dueThisTurn = new Set<FrameWriter>()

function flushAtEndOfTurn(writer: FrameWriter): void {
  if (dueThisTurn.size === 0) setImmediate(flushDue)
  dueThisTurn.add(writer)
}

function flushDue(): void {
  const writers = [...dueThisTurn]
  dueThisTurn.clear()
  for (const writer of writers) writer.flush()
}

/**
 * Writes a connection's lines to its socket. Replies go at once; pushes are held until the end
 * of the event-loop turn (a feed batch publishes in one turn), or with a write delay for that
 * long, and sent with the others held in one frame (newline-separated, as the protocol allows),
 * as Centrifugo's write batching does: fewer, larger frames cost the server less per message.
 * Order is kept: a reply takes the pushes held before it along (decision 156).
 */
export class FrameWriter {
  #held: (string | Buffer)[] = []
  #timer: NodeJS.Timeout | undefined

  constructor(
    private readonly socket: PushSocket,
    private readonly options: { readonly writeDelayMs: number; readonly queueMaxBytes: number },
    /** Called instead of writing when the client has not read `queueMaxBytes`. */
    private readonly onSlow: () => void,
  ) {}

  /** A reply (or a push that must not wait): written now, after what is held. */
  send(line: string | Buffer): void {
    this.#held.push(line)
    this.flush()
  }

  /**
   * A push: written with the others of the same event-loop turn (a feed batch publishes many
   * at once) without a write delay, else with the window's others.
   */
  push(line: string | Buffer): void {
    this.#held.push(line)
    if (this.options.writeDelayMs === 0) {
      flushAtEndOfTurn(this)
      return
    }
    this.#timer ??= setTimeout(() => {
      this.flush()
    }, this.options.writeDelayMs)
  }

  /** Writes what is held in one text frame. */
  flush(): void {
    clearTimeout(this.#timer)
    this.#timer = undefined
    const lines = this.#held
    if (lines.length === 0) return
    this.#held = []
    if (this.socket.bufferedAmount > this.options.queueMaxBytes) {
      this.onSlow()
      return
    }
    const [first] = lines
    const frame =
      lines.length === 1 && first !== undefined
        ? first
        : Buffer.concat(
            lines.flatMap((line, i) => {
              const bytes = typeof line === 'string' ? Buffer.from(line) : line
              return i === 0 ? [bytes] : [NEWLINE, bytes]
            }),
          )
    // Text frames always, also for pushes encoded to bytes once for every subscriber.
    this.socket.send(frame, { binary: false })
  }

  /** Drops what is held (the connection is gone). */
  clear(): void {
    dueThisTurn.delete(this)
    clearTimeout(this.#timer)
    this.#timer = undefined
    this.#held = []
  }
}
