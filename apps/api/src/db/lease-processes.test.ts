import { afterAll, describe, expect, it } from 'vitest'
import { startApiProcess, type ApiProcess } from '../testing/api-process'
import { openTestDatabase } from '../testing/test-database'

// Issue 41's drill, between real processes on PostgreSQL: the node running the feed and the bet
// workers is paused (SIGSTOP) — not dead, its connections open — another node takes the work
// over within the lease's time, and the paused one, woken, stops its work and writes nothing.

const processes: ApiProcess[] = []
afterAll(() => {
  for (const p of processes) if (p.child.exitCode === null) p.child.kill('SIGKILL')
})

describe('the background lease between two api nodes', () => {
  it('moves to the other node when its holder is paused; the holder, woken, stops', async () => {
    const database = await openTestDatabase('postgres')
    try {
      const node = () => {
        const started = startApiProcess('src/server.ts', {
          ...database.env,
          API_PORT: '0',
          LEASE_TTL_MS: '1000',
          FEED_SPEED: '60',
          FEED_TICK_MS: '100',
        })
        processes.push(started)
        return started
      }
      const a = node()
      await a.listening()
      await a.printed(/"token":1,.*lease taken/)
      const b = node()
      await b.listening()

      a.child.kill('SIGSTOP')
      const stoppedAt = Date.now()
      await b.printed(/"token":2,.*lease taken/, 20_000)
      // Within the lease's time, or PostgreSQL's end of a transaction the paused node left open.
      expect(Date.now() - stoppedAt).toBeLessThan(12_000)
      a.child.kill('SIGCONT')
      await a.printed(/lease lost: its work stops here/, 20_000)

      const lease = await database.db
        .selectFrom('leases')
        .select(['holder', 'token'])
        .where('name', '=', 'background')
        .executeTakeFirstOrThrow()
      expect(lease.token).toBe(2)
      expect(lease.holder).toBe(`${lease.holder.split(':')[0] ?? ''}:${String(b.child.pid)}`)
      // b's feed writes on: its transactions pass the fence.
      expect(b.output()).not.toMatch(/held by another node/)

      for (const p of [a, b]) p.child.kill('SIGTERM')
      expect(await a.exited, a.output().slice(-3000)).toBe(0)
      expect(await b.exited, b.output().slice(-3000)).toBe(0)
    } finally {
      await database.close()
    }
  }, 90_000)
})
