import { migrateToLatest, openDatabase } from './db/database'
import { readEnv } from './env'
import { auditLedger } from './wallet/audit'

// `npm run audit:ledger`: checks the money invariants of the configured database (the same
// DATABASE_URL / DATABASE_PATH the api uses) and exits 1 if any is broken.
const env = readEnv()
const db = openDatabase({ databaseUrl: env.DATABASE_URL, sqlitePath: env.DATABASE_PATH })
try {
  await migrateToLatest(db)
  const audit = await auditLedger(db)
  console.log(
    `${audit.accounts} accounts, ${audit.entries} ledger rows, ${audit.bets} bets, ${audit.freebets} freebets in ${env.DATABASE_URL ? 'postgresql' : env.DATABASE_PATH}`,
  )
  for (const c of audit.currencies)
    console.log(
      `${c.currency}: players hold ${c.balances} = deposits ${c.deposits} - withdrawals ${c.withdrawals} - kept by the book ${c.house} (subunits)`,
    )
  if (audit.problems.length === 0) console.log('ledger audit: every invariant holds')
  else {
    for (const problem of audit.problems) console.error(`PROBLEM ${problem}`)
    console.error(`ledger audit: ${audit.problems.length} problems`)
    process.exitCode = 1
  }
} finally {
  await db.destroy()
}
