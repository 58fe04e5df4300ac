import { Socket } from 'node:net'

/** Socket writes made while `work` runs: on PostgreSQL, one per round trip to the database. */
export async function socketWritesDuring(work: () => Promise<unknown>): Promise<number> {
  let writes = 0
  const { _write, _writev } = Socket.prototype as unknown as Record<string, () => unknown>
  const counted = (write: (() => unknown) | undefined) =>
    function (this: Socket, ...args: unknown[]) {
      writes += 1
      return (write as (...a: unknown[]) => unknown).apply(this, args)
    }
  Object.assign(Socket.prototype, { _write: counted(_write), _writev: counted(_writev) })
  try {
    await work()
  } finally {
    Object.assign(Socket.prototype, { _write, _writev })
  }
  return writes
}
