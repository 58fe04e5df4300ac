import pg from 'pg'

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

/**
 * A pg client that prepares each parameterised statement once per connection, by name, and
 * then only binds and executes it. An unnamed statement is parsed and planned by PostgreSQL on
 * every run; a placement runs ten small ones. Statements without parameters (transaction
 * control, migrations' DDL, several statements in one text) keep the simple protocol.
 */
export class PreparingClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config)
    // A connection lost while the client is checked out (between a transaction's queries) is
    // an 'error' event nobody listens to — pg-pool listens only while a client is idle — and
    // would end the process. The loss also fails the client's next query, which is how its
    // user hears of it, and pg-pool drops the client on release (it is no longer queryable).
    this.on('error', () => undefined)
  }

  override query(config: unknown, values?: unknown, callback?: unknown): never {
    if (typeof config === 'string' && Array.isArray(values) && values.length > 0) {
      const name = statementName(config)
      if (name !== undefined)
        return (super.query as (...a: unknown[]) => never)({ name, text: config, values }, callback)
    }
    return (super.query as (...a: unknown[]) => never)(config, values, callback)
  }
}
