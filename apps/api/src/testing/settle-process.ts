import { setTimeout as sleep } from 'node:timers/promises'
import { openDatabase } from '../db/database'
import { settleReadyBets } from '../bets/settlement'

// A settlement worker in its own process, for the kill-and-restart test: it settles what is
// ready on DATABASE_URL / DATABASE_PATH, printing each bet as its transaction commits, and
// waits SETTLE_PAUSE_MS after each so the test can kill it part-way.
const db = openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  sqlitePath: process.env.DATABASE_PATH ?? ':memory:',
})
const pauseMs = Number(process.env.SETTLE_PAUSE_MS ?? '0')
await settleReadyBets(db, async (bet) => {
  console.log(`settled ${bet.betId}`)
  await sleep(pauseMs)
})
await db.destroy()
console.log('done')
