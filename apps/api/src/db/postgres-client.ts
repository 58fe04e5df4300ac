import type { Socket } from 'node:net'
import pg from 'pg'
import { LATER_ANSWER, SENT_AHEAD } from './sent-ahead'

/** Distinct statement texts given a name at most; past that, statements stay unnamed. */
const MAX_NAMED = 500

const names = new Map<string, string>()

/** The name a statement text is prepared under on every connection, if it gets one. */
function statementName(text: string): string | undefined {
  let name = names.get(text)
  if (name === undefined && names.size < MAX_NAMED) {
    name = `s${String(names.size)}`
    names.set(text, name)
  }
  return name
}

type Answer = pg.QueryResult
type Send = (...args: unknown[]) => Promise<Answer>

/** What a statement sent ahead answers at once: no rows, and where its real answer will be. */
const answerLater = (answer: Promise<Answer>, taken: () => void): Answer => ({
  command: '',
  rowCount: 0,
  oid: 0,
  fields: [],
  rows: Object.assign([], { [LATER_ANSWER]: { answer, taken } }),
})

/**
 * A pg client that prepares each parameterised statement once per connection, by name, and
 * then only binds and executes it. An unnamed statement is parsed and planned by PostgreSQL on
 * every run; a placement runs ten small ones. Statements without parameters (transaction
 * control, migrations' DDL, several statements in one text) keep the simple protocol.
 *
 * It also spares round trips (decision 161). The connection is pipelined (pg's `pipeline`: a
 * statement is sent without waiting for the one before it to be answered). BEGIN and the
 * statements marked by `sendAhead` are answered at once, without waiting for PostgreSQL, and
 * leave in one write with the statement that follows them in the same turn of the event loop:
 * BEGIN with the transaction's first statement, a write nobody reads with the next statement or
 * COMMIT. That statement fails with their error, if they had one, and the transaction is
 * rolled back as it would have been.
 */
export class PreparingClient extends pg.Client {
  /** Answers of statements sent ahead, still to be waited for. */
  #ahead: Promise<Answer>[] = []
  #corked = false

  constructor(config?: string | pg.ClientConfig) {
    super({
      ...(typeof config === 'string' ? { connectionString: config } : config),
      pipeline: true,
    })
    // A connection lost while the client is checked out (between a transaction's queries) is
    // an 'error' event nobody listens to — pg-pool listens only while a client is idle — and
    // would end the process. The loss also fails the client's next query, which is how its
    // user hears of it, and pg-pool drops the client on release (it is no longer queryable).
    this.on('error', () => undefined)
  }

  override query(config: unknown, values?: unknown, callback?: unknown): never {
    const send = (super.query as Send).bind(this)
    // Kysely asks with a text and its values, and waits on the promise; anything else is pg's own.
    if (typeof config !== 'string' || typeof values === 'function' || callback !== undefined)
      return send(config, values, callback) as never
    const name = Array.isArray(values) && values.length > 0 ? statementName(config) : undefined
    const sentAhead = config === 'begin' || config.startsWith(SENT_AHEAD)
    if (sentAhead) this.#holdWritesForThisTurn()
    const sent = name === undefined ? send(config, values) : send({ name, text: config, values })
    if (sentAhead) {
      // Waited for by the next statement; never an unhandled rejection meanwhile.
      sent.catch(() => undefined)
      this.#ahead.push(sent)
      // Read by its caller: its error is theirs now, and no later statement waits on it (one on
      // a connection handed back to the pool might be somebody else's).
      const taken = () => {
        this.#ahead = this.#ahead.filter((waiting) => waiting !== sent)
      }
      return Promise.resolve(answerLater(sent, taken)) as never
    }
    // PostgreSQL answers COMMIT in a failed transaction with ROLLBACK, not an error.
    const answer =
      config === 'commit'
        ? sent.then((result) => {
            if (result.command === 'ROLLBACK')
              throw new Error('the transaction was rolled back: one of its statements failed')
            return result
          })
        : sent
    const ahead = this.#ahead
    if (ahead.length === 0) return answer as never
    this.#ahead = []
    // A rollback ends the transaction whatever failed in it.
    if (config === 'rollback') return answer as never
    return Promise.all([...ahead, answer]).then((answers) => answers.at(-1)) as never
  }

  /** Buffers what is written to PostgreSQL until this turn's statements are all issued. */
  #holdWritesForThisTurn(): void {
    if (this.#corked) return
    const { stream } = (this as unknown as { connection: { stream: Socket } }).connection
    this.#corked = true
    stream.cork()
    process.nextTick(() => {
      this.#corked = false
      stream.uncork()
    })
  }
}
