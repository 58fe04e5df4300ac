import Database from '@sportsbook/api/sqlite'

/** The e2e api's database file (relative to apps/web, where Playwright runs). */
export const E2E_DATABASE_PATH = '../../.test-output/e2e/sportsbook.db'

/**
 * Moves the start of a player's open sportsbook session back, as if they had played that long:
 * the session limit is decided by the api's clock, which a journey cannot fast-forward, and
 * a real wait of the shortest limit (a minute) is what the journeys never do.
 */
export function backdateSportsbookSession(playerId: string, minutes: number): void {
  const db = new Database(E2E_DATABASE_PATH, { timeout: 5_000 })
  try {
    const changed = db
      .prepare(
        'update sportsbook_sessions set started_at = ? where player_id = ? and ended_at is null',
      )
      .run(new Date(Date.now() - minutes * 60_000).toISOString(), playerId).changes
    if (changed !== 1) throw new Error(`${playerId} has ${String(changed)} open sessions, not 1`)
  } finally {
    db.close()
  }
}

/**
 * Brings a match's kick-off forward to `startTime` (ISO), as an operator moving a fixture would:
 * the feed follows a match once its start time has passed on the feed's clock, and the next
 * kick-off of the seeded catalogue may be many minutes away.
 */
export function moveKickOff(matchId: string, startTime: string): void {
  const db = new Database(E2E_DATABASE_PATH, { timeout: 5_000 })
  try {
    const changed = db
      .prepare(
        // The revision moves with it, as with every write to a match: lists show the new time.
        'update matches set start_time = ?, revision = revision + 1 where id = ? and status = 0',
      )
      .run(startTime, matchId).changes
    if (changed !== 1) throw new Error(`match ${matchId} is not prematch`)
  } finally {
    db.close()
  }
}

/**
 * Records that a player's phone was texted all the codes a day allows, the last an hour ago:
 * reaching the limit through the api would mean waiting out the resend countdown five times.
 */
export function useUpTextsOfTheDay(playerId: string, phone: string, perDay: number): void {
  const db = new Database(E2E_DATABASE_PATH, { timeout: 5_000 })
  try {
    const sentAt = Array.from({ length: perDay }, (_, i) =>
      new Date(Date.now() - (60 + i) * 60_000).toISOString(),
    )
    db.prepare(
      `insert into phone_verifications (player_id, phone, code_hash, attempts, sent_at, verified_at)
       values (?, ?, 'not-a-code', 0, ?, null)
       on conflict (player_id) do update set phone = excluded.phone, sent_at = excluded.sent_at,
         verified_at = null`,
    ).run(playerId, phone, JSON.stringify(sentAt))
  } finally {
    db.close()
  }
}
