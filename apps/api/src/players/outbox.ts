import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../db/schema'

/**
 * E-mails and SMS are not sent from here: they go to the outbox table (a mail or SMS provider
 * would read it — that part is outside the project) and to the log, and a development mailbox
 * page shows them.
 */
export async function enqueueMessage(
  db: Kysely<Database> | Transaction<Database>,
  log: FastifyBaseLogger,
  message: { channel: 'email' | 'sms'; recipient: string; subject: string; body: string },
): Promise<void> {
  await db
    .insertInto('outbox')
    .values({ id: randomUUID(), ...message, created_at: new Date().toISOString() })
    .execute()
  log.info(
    { channel: message.channel, recipient: message.recipient, subject: message.subject },
    'message queued',
  )
}

/** The latest messages of the outbox, newest first (the development mailbox page). */
export async function latestMessages(db: Kysely<Database>, limit = 50) {
  return db.selectFrom('outbox').selectAll().orderBy('created_at', 'desc').limit(limit).execute()
}
