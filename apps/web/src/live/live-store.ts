import type { MatchStatistics, PublicPushEvent } from '@sportsbook/contracts'
import type { MarketPrices } from './market-prices'
import {
  MARKET_STATUS,
  isFinishedStatus,
  isLiveStatus,
  isMarketGone,
  isMarketOpen,
  selectionId,
  shouldApplyMatchUpdate,
} from '@sportsbook/domain'

/** An outcome's live price; `movedAt` and `direction` drive the up/down mark (spec §4.4). */
export type LiveOutcome = {
  readonly odds: number
  /** Bettable: the outcome is active and its market open. */
  readonly active: boolean
  /** Its market will not take bets again (settled, cancelled, withdrawn). */
  readonly gone: boolean
  readonly direction: 'up' | 'down' | null
  readonly movedAt: number | null
}

export type LiveMatch = {
  readonly status: number
  readonly statistics: MatchStatistics | null
}

/** Whose data a match is: its sport's type and its provider (spec §3.5 sportTypeProviders). */
export type MatchSource = { readonly sportType: string; readonly provider: string }

type Listener = () => void

/** Runs `flush` when listeners should hear of what changed (at once, or on the next frame). */
export type NotifySchedule = (flush: () => void) => void

/**
 * The store key of an outcome: outcome and market ids repeat across matches (every 1X2 market
 * has outcomes 1, X, 2) and a market id repeats across specifiers, so all four name it. It is
 * the slip's selection id, so the slip finds its prices by its own ids.
 */
export function outcomeKey(
  matchId: string,
  marketId: string,
  specifier: string,
  outcomeId: string,
): string {
  return selectionId({ matchId, marketId, specifier, outcomeId })
}

const marketKey = (matchId: string, marketId: string, specifier: string) =>
  `${matchId}/${marketId}/${specifier}`

/**
 * The one store of live prices and statuses, normalized by id (issue 10). HTTP snapshots seed
 * it and push events patch it; components subscribe to one key, so one price change notifies
 * the listeners of that outcome only, never a list. The server is the authority: a snapshot
 * replaces what the store holds.
 */
export function createLiveStore(
  now: () => number = Date.now,
  /** The test-provider cookie's overrides (spec §4.6): sport type → provider. */
  providerOverrides: Readonly<Record<string, string>> = {},
  /**
   * When listeners hear of changes. The page's store waits for the next animation frame: a
   * price that moves ten times before it renders once re-renders once, with its latest value,
   * and a click or a keystroke runs before the frame instead of behind a queue of renders.
   */
  schedule: NotifySchedule = (flush) => {
    flush()
  },
) {
  const outcomes = new Map<string, LiveOutcome>()
  const outcomeActive = new Map<string, boolean>()
  const outcomesOfMarket = new Map<string, Set<string>>()
  const marketStatus = new Map<string, number>()
  const matches = new Map<string, LiveMatch>()
  const sources = new Map<string, MatchSource>()
  const providers: Record<string, boolean> = {}
  /** Tournaments' pools as last pushed (subunits; the currency is the tournament's). */
  const pools = new Map<string, number>()
  const listeners = new Map<string, Set<Listener>>()
  /** Keys changed since listeners last heard. */
  const due = new Set<string>()
  let scheduled = false

  function flushDue(): void {
    scheduled = false
    const keys = [...due]
    due.clear()
    for (const key of keys) for (const listener of listeners.get(key) ?? []) listener()
  }

  function notify(key: string): void {
    due.add(key)
    if (scheduled) return
    scheduled = true
    schedule(flushDue)
  }

  function subscribe(key: string, listener: Listener): () => void {
    let set = listeners.get(key)
    if (!set) {
      set = new Set()
      listeners.set(key, set)
    }
    set.add(listener)
    return () => {
      set.delete(listener)
      if (set.size === 0) listeners.delete(key)
    }
  }

  /** `id` is an outcome key, `marketId` a market key. */
  function putOutcome(id: string, odds: number, active: boolean, marketId: string): void {
    let ids = outcomesOfMarket.get(marketId)
    if (!ids) {
      ids = new Set()
      outcomesOfMarket.set(marketId, ids)
    }
    ids.add(id)
    outcomeActive.set(id, active)
    const status = marketStatus.get(marketId) ?? MARKET_STATUS.open
    const bettable = active && isMarketOpen(status)
    const gone = isMarketGone(status)
    const before = outcomes.get(id)
    if (before?.odds === odds && before.active === bettable && before.gone === gone) return
    const moved = before !== undefined && before.odds !== odds
    outcomes.set(id, {
      odds,
      active: bettable,
      gone,
      direction: moved ? (odds > before.odds ? 'up' : 'down') : (before?.direction ?? null),
      movedAt: moved ? now() : (before?.movedAt ?? null),
    })
    notify(`outcome:${id}`)
  }

  /** A market's status changed: each of its outcomes becomes bettable or locked. */
  function putMarketStatus(marketId: string, status: number): void {
    if (marketStatus.get(marketId) === status) return
    marketStatus.set(marketId, status)
    for (const outcomeId of outcomesOfMarket.get(marketId) ?? []) {
      const outcome = outcomes.get(outcomeId)
      if (outcome)
        putOutcome(outcomeId, outcome.odds, outcomeActive.get(outcomeId) ?? false, marketId)
    }
  }

  /** A match whose provider a test-provider cookie overrode: its updates are not applied. */
  function ignored(matchId: string): boolean {
    const source = sources.get(matchId)
    return (
      source !== undefined &&
      !shouldApplyMatchUpdate(source.provider, source.sportType, providerOverrides)
    )
  }

  function putMatch(id: string, match: LiveMatch): void {
    matches.set(id, match)
    notify(`match:${id}`)
  }

  /** A match's market statuses and prices, from a snapshot or a `markets_changed` event. */
  function putMarkets(matchId: string, markets: readonly MarketPrices[]): void {
    for (const market of markets) {
      const key = marketKey(matchId, market.id, market.specifier)
      putMarketStatus(key, market.status)
      for (const outcome of market.outcomes)
        putOutcome(
          outcomeKey(matchId, market.id, market.specifier, outcome.id),
          outcome.odds,
          outcome.active,
          key,
        )
    }
  }

  return {
    /** Seeds a match's markets from an HTTP snapshot (a list's main market, a match page). */
    seedMarkets(matchId: string, markets: readonly MarketPrices[]): void {
      putMarkets(matchId, markets)
    },
    /** Seeds a match's status and score from an HTTP snapshot (a match page, a refetch). */
    seedMatch(id: string, match: LiveMatch): void {
      putMatch(id, match)
    },
    /** Whose data a match is, from an HTTP snapshot: decides whether its updates apply. */
    seedSource(matchId: string, source: MatchSource): void {
      sources.set(matchId, source)
    },
    /** Applies a public push event (spec §7). */
    apply(event: PublicPushEvent): void {
      if ('match_id' in event && ignored(event.match_id)) return
      switch (event.type) {
        case 'markets_changed':
          putMarkets(event.match_id, event.markets)
          return
        case 'match_changed':
          putMatch(event.match_id, { status: event.status, statistics: event.statistics })
          return
        case 'match_status_changed': {
          const before = matches.get(event.match_id)
          putMatch(event.match_id, { status: event.status, statistics: before?.statistics ?? null })
          // A match going live that this page did not know live: live lists gain a row. One
          // that finishes leaves them: their counters per sport change.
          if (isLiveStatus(event.status) && !(before && isLiveStatus(before.status)))
            notify('in-play')
          else if (isFinishedStatus(event.status) && before && !isFinishedStatus(before.status))
            notify('in-play')
          return
        }
        case 'provider_status_changed':
          if (providers[event.provider] === event.active) return
          providers[event.provider] = event.active
          notify('providers')
          return
        case 'tournament_pool_changed':
          if (pools.get(event.tournament_id) === event.pool.subunits) return
          pools.set(event.tournament_id, event.pool.subunits)
          notify(`tournament:${event.tournament_id}`)
          return
      }
    },
    /** An outcome by its `outcomeKey`. */
    outcome: (key: string): LiveOutcome | undefined => outcomes.get(key),
    match: (id: string): LiveMatch | undefined => matches.get(id),
    /** Whether each data provider is up, as far as push events told (spec §4.4). */
    providerStatuses: (): Readonly<Record<string, boolean>> => ({ ...providers }),
    /**
     * Statuses read from the settings: taken for providers no push has named yet (a push is
     * newer than any answer).
     */
    seedProviderStatuses(statuses: Readonly<Record<string, boolean>>): void {
      const unknown = Object.entries(statuses).filter(([provider]) => !(provider in providers))
      if (unknown.length === 0) return
      for (const [provider, active] of unknown) providers[provider] = active
      notify('providers')
    },
    subscribeProviders: (listener: Listener) => subscribe('providers', listener),
    /**
     * Called when a match goes live that was not live here (or not known here at all), and when
     * one known here finishes: the matches in play changed.
     */
    subscribeInPlay: (listener: Listener) => subscribe('in-play', listener),
    subscribeOutcome: (id: string, listener: Listener) => subscribe(`outcome:${id}`, listener),
    /**
     * Tells the outcomes' listeners at the next flush, as if each had changed: a reader that has
     * just come (the slip's selections) catches up with the page's next frame of prices, not in
     * the click that brought it (decision 181).
     */
    remindOutcomes(ids: Iterable<string>): void {
      for (const id of ids) notify(`outcome:${id}`)
    },
    subscribeMatch: (id: string, listener: Listener) => subscribe(`match:${id}`, listener),
    /** A tournament's pool as last pushed (decision 145); undefined before a push. */
    tournamentPool: (id: string): number | undefined => pools.get(id),
    subscribeTournament: (id: string, listener: Listener) =>
      subscribe(`tournament:${id}`, listener),
  }
}

export type LiveStore = ReturnType<typeof createLiveStore>
