import { PUSH_CHANNELS, type PublicPushEvent } from '@sportsbook/contracts'
import { EVENT_STATUS } from '@sportsbook/domain'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import type { Publisher } from '../push/publisher'
import { cashoutValues } from './cashout'
import { settleReadyBets, type SettledBet } from './settlement'
import type { ReopenedBet } from './reopen'
import { decideSubmittedBets, type TraderPolicy } from './trader'
import type { PlayerEvents } from '../notifications/player-events'
import { settledNoticeType } from '../notifications/notifications'
import type { Campaigns } from '../bonuses/campaigns'
import { payFinishedTournaments } from '../bonuses/tournaments'
import type { ApiMetrics } from '../metrics/api-metrics'

type Log = {
  error(object: object, message: string): void
  info(object: object, message: string): void
}

export type BetWorkerOptions = {
  /** How often every open bet is checked for results, whatever the feed said (restarts, misses). */
  readonly sweepMs?: number
  /** How often moved prices are turned into cash-out values for the players holding them. */
  readonly cashoutMs?: number
  readonly trader: TraderPolicy
  /** The campaigns whose tournaments are paid when they end. */
  readonly campaigns?: Campaigns
  /** Counts settled bets and times settlement from a result's arrival. */
  readonly metrics?: Pick<ApiMetrics, 'betsSettled' | 'settlementLag'>
}

/** Bets whose cash-out values are recomputed per pass; the rest wait for the next pass. */
const CASHOUT_BETS_PER_PASS = 5000
const MAX_REMEMBERED_CASHOUTS = 100_000

/**
 * The api's background work on bets, on the main thread: settlement when a match finishes
 * (and a periodic sweep, so a restart or a missed event settles everything in the end), the
 * simulated trader deciding VIP bets, and live cash-out values pushed to their holders while
 * prices move. Every piece runs one pass at a time.
 */
export class BetWorkers {
  private readonly timers: NodeJS.Timeout[] = []
  /** Matches to settle, each with when its first result since the last pass came in. */
  private readonly matchesToSettle = new Map<string, number>()
  private readonly movedMatches = new Set<string>()
  private readonly lastCashout = new Map<string, number | null>()
  private running: Promise<unknown> = Promise.resolve()
  private stopped = false

  constructor(
    private readonly db: Kysely<Database>,
    private readonly publisher: Publisher,
    private readonly events: PlayerEvents,
    private readonly log: Log,
    private readonly options: BetWorkerOptions,
  ) {}

  /** Starts every pass (again after a stop: a node that holds the work's lease again). */
  start(): void {
    this.stopped = false
    this.queue('settlement sweep', () => this.settle())
    this.every(this.options.sweepMs ?? 30_000, 'settlement sweep', () => this.settle())
    this.every(this.options.trader.pollMs, 'trader', () => this.decide())
    this.every(this.options.cashoutMs ?? 1000, 'cash-out values', () => this.pushCashouts())
    this.queue('tournament payouts', () => this.payTournaments())
    this.every(this.options.sweepMs ?? 30_000, 'tournament payouts', () => this.payTournaments())
  }

  /**
   * What the feed published: a finished match, or an outcome off sale, is settled; moved prices
   * revalue cash-outs.
   */
  onFeedEvent(event: PublicPushEvent): void {
    if (event.type === 'markets_changed') this.movedMatches.add(event.match_id)
    // An outcome taken off sale may have been settled early: its bets need not wait for the end.
    const offSale =
      event.type === 'markets_changed' &&
      event.markets.some((m) => m.outcomes.some((o) => !o.active))
    if (
      offSale ||
      (event.type === 'match_status_changed' && event.status === EVENT_STATUS.finished)
    ) {
      if (!this.matchesToSettle.has(event.match_id))
        this.matchesToSettle.set(event.match_id, Date.now())
      this.queue('settlement', () => this.settleMatches())
    }
  }

  /**
   * Settled bets a feed's correction reopened: each player hears the bet is open again and what
   * their balance is after the payout was taken back (the re-settlement is pushed as usual).
   */
  async reopened(bets: readonly ReopenedBet[]): Promise<void> {
    for (const bet of bets)
      await this.events.emit(bet.playerId, [
        {
          type: 'bet_changed',
          betId: bet.betId,
          status: 'waiting_results',
          result: 'no_results',
          winAmount: null,
        },
        ...(bet.reversedSubunits > 0
          ? [
              {
                type: 'balance_changed' as const,
                balance: { subunits: bet.balance, currency: bet.currency },
              },
            ]
          : []),
      ])
  }

  /** Waits for the pass in progress; nothing starts afterwards. */
  async stop(): Promise<void> {
    this.stopped = true
    for (const timer of this.timers) clearInterval(timer)
    this.timers.length = 0
    await this.running
  }

  /** Runs every pending pass now (tests). */
  async drain(): Promise<void> {
    await this.settle()
    await this.payTournaments()
    await this.decide()
    await this.pushCashouts()
    await this.running
  }

  private every(ms: number, name: string, work: () => Promise<unknown>): void {
    this.timers.push(
      setInterval(() => {
        this.queue(name, work)
      }, ms).unref(),
    )
  }

  private queue(name: string, work: () => Promise<unknown>): void {
    if (this.stopped) return
    this.running = this.running
      .then(() => (this.stopped ? undefined : work()))
      .catch((err: unknown) => {
        this.log.error({ err }, `${name} failed; the next pass tries again`)
      })
  }

  private settled = async (bet: SettledBet): Promise<void> => {
    this.lastCashout.delete(bet.betId)
    this.options.metrics?.betsSettled.inc({ result: bet.result })
    this.log.info({ reqId: bet.placementId, betId: bet.betId, result: bet.result }, 'bet settled')
    if (bet.pool)
      this.publisher.publish(PUSH_CHANNELS.publicUpdates, {
        type: 'tournament_pool_changed',
        tournament_id: bet.pool.tournamentId,
        pool: { subunits: bet.pool.poolSubunits, currency: bet.pool.currency },
      })
    const win = { subunits: bet.winAmount, currency: bet.currency }
    await this.events.emit(bet.playerId, [
      { type: 'bet_changed', betId: bet.betId, status: 'done', result: bet.result, winAmount: win },
      ...(bet.winAmount > 0
        ? [
            {
              type: 'balance_changed' as const,
              balance: { subunits: bet.balance, currency: bet.currency },
            },
          ]
        : []),
      {
        type: 'notice',
        notice: {
          type: settledNoticeType(bet.result),
          object: { type: 'bet', id: bet.betId },
          amount: win,
        },
      },
    ])
  }

  private async settle(): Promise<number> {
    return settleReadyBets(this.db, this.settled)
  }

  /** Ended tournaments' prizes, each freebet pushed to its winner as it is paid. */
  private async payTournaments(): Promise<void> {
    const { campaigns } = this.options
    if (!campaigns) return
    const paid = await payFinishedTournaments(this.db, campaigns, async (prize) => {
      await this.events.emit(prize.playerId, [{ type: 'bonuses_issued', issued: [prize.issued] }])
    })
    if (paid > 0) this.log.info({ prizes: paid }, 'tournament prizes paid')
  }

  private async settleMatches(): Promise<void> {
    const matches = [...this.matchesToSettle]
    this.matchesToSettle.clear()
    for (const [matchId, since] of matches) {
      const count = await settleReadyBets(
        this.db,
        async (bet) => {
          this.options.metrics?.settlementLag.observe((Date.now() - since) / 1000)
          await this.settled(bet)
        },
        { matchId },
      )
      if (count > 0) this.log.info({ matchId, bets: count }, 'bets settled')
    }
  }

  private async decide(): Promise<void> {
    const decided = await decideSubmittedBets(this.db, this.options.trader)
    for (const bet of decided) {
      const rejected = bet.status === 'rejected'
      await this.events.emit(bet.playerId, [
        {
          type: 'bet_changed',
          betId: bet.betId,
          status: bet.status,
          result: rejected ? 'canceled' : 'no_results',
          winAmount: null,
        },
        ...(bet.balance !== undefined
          ? [
              {
                type: 'balance_changed' as const,
                balance: { subunits: bet.balance, currency: bet.currency },
              },
            ]
          : []),
        {
          type: 'notice',
          notice: {
            type: rejected ? 'vip_bet_rejected' : 'vip_bet_accepted',
            object: { type: 'bet', id: bet.betId },
          },
        },
      ])
    }
  }

  private async pushCashouts(): Promise<void> {
    if (this.movedMatches.size === 0) return
    const matches = [...this.movedMatches]
    this.movedMatches.clear()
    const bets = await this.db
      .selectFrom('bets as b')
      .select(['b.id', 'b.player_id', 'b.type', 'b.stake', 'b.currency', 'b.bonus_id'])
      .distinct()
      .innerJoin('bet_selections as s', 's.bet_id', 'b.id')
      .where('s.match_id', 'in', matches)
      .where('b.status', '=', 'waiting_results')
      .where('b.type', 'in', ['single', 'combo'])
      .limit(CASHOUT_BETS_PER_PASS)
      .execute()
    if (bets.length === 0) return
    // Bets cashed out or settled elsewhere leave their last value behind; start afresh now and
    // then (a player may then get one value again, which changes nothing for them).
    if (this.lastCashout.size > MAX_REMEMBERED_CASHOUTS) this.lastCashout.clear()
    const values = await cashoutValues(this.db, bets)
    for (const bet of bets) {
      const value = values.get(bet.id) ?? null
      if (this.lastCashout.get(bet.id) === value) continue
      this.lastCashout.set(bet.id, value)
      this.publisher.publish(PUSH_CHANNELS.player(bet.player_id), {
        type: 'bet_cashout_changed',
        bet_id: bet.id,
        to_cashout: value === null ? null : { subunits: value, currency: bet.currency },
      })
    }
  }
}
