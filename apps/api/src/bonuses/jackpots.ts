import { randomInt } from 'node:crypto'
import {
  contributeToLevel,
  drawDropPoint,
  jackpotContribution,
  playsForJackpot,
  type JackpotLevelRule,
} from '@sportsbook/domain'
import type { Kysely, Transaction } from 'kysely'
import { newId } from '../db/ids'
import type { Database } from '../db/schema'
import { prepared } from '../db/prepared'
import { postEntry } from '../ledger/ledger'
import { meetsConditions, type Events, type Leg } from './event-conditions'
import type { JackpotDefinition, JackpotLevelDefinition } from './jackpot-file'
import { total } from '../db/sums'
import {
  addShares,
  beyondAllowance,
  lockPool,
  openShards,
  setPool,
  wholePool,
} from './jackpot-pools'

/** The operator's jackpots as the running api knows them (from JACKPOTS_FILE). */
export type Jackpots = {
  readonly all: readonly JackpotDefinition[]
  byId(id: string): JackpotDefinition | undefined
  /** Those a bet may play for now. */
  running(now: Date): readonly JackpotDefinition[]
}

export function jackpotsOf(list: readonly JackpotDefinition[]): Jackpots {
  const ids = new Map(list.map((j) => [j.id, j]))
  return {
    all: list,
    byId: (id) => ids.get(id),
    running: (now) =>
      list.filter((j) => new Date(j.valid_from) <= now && now < new Date(j.valid_to)),
  }
}

export const NO_JACKPOTS = jackpotsOf([])

/** A number in [0, 1) for the hidden drop points: tests pass their own. */
export type Random = () => number
export const cryptoRandom: Random = () => randomInt(0, 2 ** 32) / 2 ** 32

export const levelId = (jackpotId: string, code: string) => `${jackpotId}:${code}`
const ruleOf = (level: JackpotLevelDefinition): JackpotLevelRule => ({
  seedSubunits: level.seed,
  capSubunits: level.cap,
  contributionBasisPoints: level.contribution_bp,
})

/**
 * Writes the file's jackpots into `jackpots`, and opens a pool at its seed (a ledger row) for
 * each level not seen before. A pool that exists keeps its money and its drop point, unless
 * the cap moved below that point: then the point is drawn again. Every level's shards are
 * opened and allowed the room below its point (decision 162).
 */
export async function syncJackpots(
  db: Kysely<Database>,
  jackpots: Jackpots,
  random: Random = cryptoRandom,
  now = new Date(),
): Promise<void> {
  if (jackpots.all.length === 0) return
  await db.transaction().execute(async (trx) => {
    for (const j of jackpots.all) {
      const row = { definition: JSON.stringify(j), updated_at: now.toISOString() }
      await trx
        .insertInto('jackpots')
        .values({ id: j.id, ...row })
        .onConflict((oc) => oc.column('id').doUpdateSet(row))
        .execute()
      for (const level of j.levels) {
        const id = levelId(j.id, level.code)
        const rule = ruleOf(level)
        const existing = await trx
          .selectFrom('jackpot_levels')
          .select('id')
          .where('id', '=', id)
          .executeTakeFirst()
        if (!existing) {
          await trx
            .insertInto('jackpot_levels')
            .values({ id, jackpot_id: j.id, code: level.code, pool: level.seed, drop_point: 0 })
            .execute()
          await addPoolEntry(trx, id, level.seed, 'seed', 'initial', now)
        }
        await openShards(trx, id)
        const { pool, dropPoint } = await lockPool(trx, id)
        const redraw = !existing || dropPoint > level.cap || dropPoint <= pool
        const point = redraw ? Math.max(pool + 1, drawDropPoint(rule, random())) : dropPoint
        await setPool(trx, id, pool, point)
      }
    }
  })
}

async function addPoolEntry(
  trx: Transaction<Database>,
  level: string,
  amount: number,
  kind: 'seed' | 'hit',
  reference: string,
  now: Date,
): Promise<void> {
  if (amount === 0) return
  await trx
    .insertInto('jackpot_pool_entries')
    .values({
      id: newId(),
      level_id: level,
      amount,
      kind,
      reference,
      created_at: now.toISOString(),
    })
    .execute()
}

/** A bet as jackpots see it. */
export type JackpotBet = {
  readonly currency: string
  readonly stakeSubunits: number
  readonly withBonus: boolean
  readonly legs: readonly Leg[]
}

/** The running jackpots whose event conditions a bet's selections meet (stake aside). */
export function jackpotsForLegs(
  jackpots: Jackpots,
  currency: string,
  legs: readonly Leg[],
  events: Events,
  now: Date,
): JackpotDefinition[] {
  return jackpots
    .running(now)
    .filter((j) => j.currency === currency && meetsConditions(j, legs, events))
}

/** For each bet, the running jackpots it plays for (none for a bet that counts for nothing). */
export function jackpotsPlayed(
  jackpots: Jackpots,
  bets: readonly (JackpotBet | undefined)[],
  events: Events,
  now: Date,
): JackpotDefinition[][] {
  return bets.map((bet) =>
    bet
      ? jackpotsForLegs(jackpots, bet.currency, bet.legs, events, now).filter((j) =>
          playsForJackpot(bet, { currency: j.currency, minStakeSubunits: j.min_stake }),
        )
      : [],
  )
}

export type JackpotWin = {
  readonly hitId: string
  readonly jackpotId: string
  readonly levelCode: string
  readonly amount: number
  readonly currency: string
}

/** A placed bet and the jackpots it plays for. */
export type PlayingBet = {
  readonly id: string
  readonly playerId: string
  readonly accountId: string
  readonly stakeSubunits: number
  readonly played: readonly JackpotDefinition[]
}

/** A placement's shares of the pools, as their ledger rows: one INSERT per number of shares. */
const contributions = prepared<Record<string, unknown>, never>((db, param, count) =>
  db.insertInto('jackpot_pool_entries').values(
    Array.from({ length: count }, (_, i) => ({
      id: param(`id${String(i)}`) as string,
      level_id: param(`level${String(i)}`) as string,
      amount: param(`amount${String(i)}`) as number,
      kind: 'contribution' as const,
      reference: param(`reference${String(i)}`) as string,
      created_at: param('at') as string,
    })),
  ),
)

/**
 * How a placement feeds the pools: `add` adds its shares to a shard of each level, unread, and
 * the database refuses them past the shard's allowance; `drop` sums each pool up under its
 * locks, and makes the level drop if a share reaches its point.
 */
export type Feeding = 'add' | 'drop'

/**
 * Runs a placement's transaction feeding the pools by `add`, and once more by `drop` if a
 * shard refused its shares (that first transaction then wrote nothing).
 */
export async function withJackpotDrops<T>(write: (feeding: Feeding) => Promise<T>): Promise<T> {
  try {
    return await write('add')
  } catch (error) {
    if (!beyondAllowance(error)) throw error
    return write('drop')
  }
}

/**
 * Feeds the pools of the jackpots a placement's bets play for, at the end of its transaction
 * (decisions 134 and 162). Every share is a row of its pool's ledger, written first (sent
 * ahead). Then the levels take the shares, in id order (two placements cannot deadlock):
 * - `add`: each level's shares go to one of its shards, sent ahead with the COMMIT, so that
 *   row is locked for no longer than the commit takes. The shards' allowances keep the pool
 *   below its point; shares past one fail the transaction, which `withJackpotDrops` runs
 *   again by `drop`.
 * - `drop`: each level's pool is summed up under its locks; the bet whose share reaches the
 *   point wins the whole pool — credited to its account (`jackpot_win`) — and the pool starts
 *   again at its seed with a new point. Its shards are allowed the new room.
 * Answers the wins.
 */
export async function feedJackpots(
  trx: Transaction<Database>,
  bets: readonly PlayingBet[],
  now: Date,
  feeding: Feeding,
  random: Random = cryptoRandom,
): Promise<JackpotWin[]> {
  const shares = bets.flatMap((bet) =>
    bet.played.flatMap((j) =>
      j.levels
        .filter((level) => level.active)
        .map((level) => ({
          bet,
          j,
          level,
          id: levelId(j.id, level.code),
          amount: jackpotContribution(bet.stakeSubunits, level.contribution_bp),
        }))
        .filter((share) => share.amount > 0),
    ),
  )
  if (shares.length === 0) return []
  await contributions.sendAhead(
    trx,
    {
      at: now.toISOString(),
      ...Object.fromEntries(
        shares.flatMap((share, i): [string, unknown][] => [
          [`id${String(i)}`, newId()],
          [`level${String(i)}`, share.id],
          [`amount${String(i)}`, share.amount],
          [`reference${String(i)}`, share.bet.id],
        ]),
      ),
    },
    shares.length,
  )
  const levelIds = [...new Set(shares.map((share) => share.id))].sort()
  const wins: JackpotWin[] = []
  for (const id of levelIds) {
    const ofLevel = shares.filter((share) => share.id === id)
    if (feeding === 'add') {
      await addShares(
        trx,
        id,
        ofLevel.reduce((sum, share) => sum + share.amount, 0),
      )
      continue
    }
    // The shares in the order of the bets: the one that reaches the point wins.
    let { pool, dropPoint } = await lockPool(trx, id)
    for (const { bet, j, level, amount } of ofLevel) {
      const rule = ruleOf(level)
      const step = contributeToLevel(rule, pool, dropPoint, amount)
      pool = step.pool
      if (step.won === null) continue
      dropPoint = drawDropPoint(rule, random())
      wins.push(await payHit(trx, { bet, j, level, id, won: step.won }, now))
    }
    await setPool(trx, id, pool, dropPoint)
  }
  return wins
}

/** A hit: its row, the pool paid out and seeded again (ledger rows), the player credited. */
async function payHit(
  trx: Transaction<Database>,
  hit: {
    readonly bet: PlayingBet
    readonly j: JackpotDefinition
    readonly level: JackpotLevelDefinition
    readonly id: string
    readonly won: number
  },
  now: Date,
): Promise<JackpotWin> {
  const { bet, j, level, id, won } = hit
  const hitId = newId()
  await trx
    .insertInto('jackpot_hits')
    .values({
      id: hitId,
      jackpot_id: j.id,
      level_code: level.code,
      player_id: bet.playerId,
      bet_id: bet.id,
      amount: won,
      currency: j.currency,
      status: 'paid',
      seen: 0,
      created_at: now.toISOString(),
    })
    .execute()
  await addPoolEntry(trx, id, -won, 'hit', hitId, now)
  await addPoolEntry(trx, id, level.seed, 'seed', hitId, now)
  await postEntry(
    trx,
    { accountId: bet.accountId, amount: won, kind: 'jackpot_win', reference: hitId },
    now,
  )
  return { hitId, jackpotId: j.id, levelCode: level.code, amount: won, currency: j.currency }
}

/** Pools equal to the sum of their ledger rows; each hit credited once with its amount. */
export async function auditJackpots(db: Kysely<Database>): Promise<string[]> {
  const problems: string[] = []
  const levels = await db
    .selectFrom('jackpot_levels as l')
    .select([
      'l.id',
      wholePool().as('pool'),
      (eb) =>
        eb
          .selectFrom('jackpot_pool_entries as e')
          .select(total('e.amount').as('sum'))
          .whereRef('e.level_id', '=', 'l.id')
          .as('sum'),
    ])
    .execute()
  for (const l of levels)
    if (l.pool !== l.sum)
      problems.push(`jackpot level ${l.id}: pool ${l.pool} but its ledger rows sum to ${l.sum}`)
  const hits = await db
    .selectFrom('jackpot_hits as h')
    .leftJoin('ledger_entries as e', (join) =>
      join.onRef('e.reference', '=', 'h.id').on('e.kind', '=', 'jackpot_win'),
    )
    .select(['h.id', 'h.amount', 'e.amount as credited'])
    .execute()
  for (const h of hits)
    if (h.credited !== h.amount)
      problems.push(`jackpot hit ${h.id}: won ${h.amount}, credited ${String(h.credited)}`)
  return problems
}
