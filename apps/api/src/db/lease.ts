import type { Kysely, Transaction } from 'kysely'
import type { Database } from './schema'

/** A holder's writes were refused: another node took the lease since (decision 149). */
export class LeaseLost extends Error {
  constructor(readonly lease: string) {
    super(`lease ${lease} is held by another node now`)
  }
}

/** A lease this node holds: its name and the token its writes are checked against. */
export type HeldLease = { readonly name: string; readonly token: number }

/**
 * Takes the lease `name` for `holder` for `ttlMs` if nobody holds it or its holder let it
 * expire: answers it with a new token (one more than any before), or undefined.
 */
export async function takeLease(
  db: Kysely<Database>,
  name: string,
  holder: string,
  ttlMs: number,
  now = Date.now(),
): Promise<HeldLease | undefined> {
  const taken = await db
    .insertInto('leases')
    .values({ name, holder, token: 1, expires_at: now + ttlMs })
    .onConflict((oc) =>
      oc
        .column('name')
        .doUpdateSet((eb) => ({
          holder: eb.ref('excluded.holder'),
          token: eb(eb.ref('leases.token'), '+', 1),
          expires_at: eb.ref('excluded.expires_at'),
        }))
        .where('leases.expires_at', '<', now),
    )
    .returning('token')
    .executeTakeFirst()
  return taken ? { name, token: taken.token } : undefined
}

/** Extends a held lease by `ttlMs` from now; false when another node took it meanwhile. */
export async function renewLease(
  db: Kysely<Database>,
  lease: HeldLease,
  ttlMs: number,
  now = Date.now(),
): Promise<boolean> {
  const renewed = await db
    .updateTable('leases')
    .set({ expires_at: now + ttlMs })
    .where('name', '=', lease.name)
    .where('token', '=', lease.token)
    .executeTakeFirst()
  return renewed.numUpdatedRows > 0n
}

/**
 * The fence, first in every transaction of the work a lease guards: locks the lease's row
 * until the transaction ends (a no-op write), so another node cannot take it in between, and
 * throws `LeaseLost` if the token moved on — a paused holder that wakes up writes nothing.
 */
export async function checkLease(trx: Transaction<Database>, lease: HeldLease): Promise<void> {
  const held = await trx
    .updateTable('leases')
    .set((eb) => ({ token: eb.ref('token') }))
    .where('name', '=', lease.name)
    .where('token', '=', lease.token)
    .executeTakeFirst()
  if (held.numUpdatedRows === 0n) throw new LeaseLost(lease.name)
}

/** Hands the lease over at once (a clean shutdown), if this node still holds it. */
export async function releaseLease(db: Kysely<Database>, lease: HeldLease): Promise<void> {
  await db
    .updateTable('leases')
    .set({ expires_at: 0 })
    .where('name', '=', lease.name)
    .where('token', '=', lease.token)
    .execute()
}

type Log = {
  info(object: object, message: string): void
  warn(object: object, message: string): void
  error(object: object, message: string): void
}

/**
 * Runs `work` on this node while it holds the lease `name`: tries to take it every third of
 * its time to live, renews it as often while held, and stops the work as soon as a renewal
 * fails — another node took it, or the database has not answered for a whole time to live
 * (others may have taken it by then). `work` starts the work with the lease its writes are
 * checked against and answers how to stop it. Answers a stop that ends the work and hands the
 * lease over at once.
 */
export function keepLease(
  db: Kysely<Database>,
  keeping: { readonly name: string; readonly holder: string; readonly ttlMs: number },
  work: (lease: HeldLease) => () => Promise<void>,
  log: Log,
): () => Promise<void> {
  const { name, holder, ttlMs } = keeping
  let held: { lease: HeldLease; stop: () => Promise<void>; renewedAt: number } | undefined
  let stopped = false
  // Asked again after each wait: a stop may come while a beat awaits the database.
  const stopping = () => stopped
  const lose = async (why: string) => {
    if (!held) return
    const { lease, stop } = held
    held = undefined
    log.warn({ lease: name, token: lease.token, why }, 'lease lost: its work stops here')
    await stop()
  }
  const beat = async () => {
    if (stopping()) return
    try {
      if (held) {
        if (await renewLease(db, held.lease, ttlMs)) held.renewedAt = Date.now()
        else await lose('another node holds it')
        return
      }
      const lease = await takeLease(db, name, holder, ttlMs)
      if (!lease) return
      if (stopping()) {
        await releaseLease(db, lease)
        return
      }
      log.info({ lease: name, token: lease.token, holder }, 'lease taken: its work starts here')
      held = { lease, stop: work(lease), renewedAt: Date.now() }
    } catch (error) {
      log.error({ err: error, lease: name }, 'lease not renewed or taken')
      if (held && Date.now() - held.renewedAt > ttlMs) await lose('the database did not answer')
    }
  }
  let beating = beat()
  const timer = setInterval(
    () => {
      beating = beating.then(beat)
    },
    Math.max(50, Math.floor(ttlMs / 3)),
  )
  return async () => {
    stopped = true
    clearInterval(timer)
    await beating
    if (!held) return
    const { lease, stop } = held
    held = undefined
    await stop()
    await releaseLease(db, lease)
  }
}
