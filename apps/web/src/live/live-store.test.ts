import type { Market } from '@sportsbook/contracts'
import { describe, expect, it } from 'vitest'
import { createLiveStore, outcomeKey } from './live-store'
import { marketPrices } from './market-prices'

const key = (outcomeId: string) => outcomeKey('1', 'm1', '', outcomeId)

const market = (id: string, status: number, outcomes: [string, number][]): Market => ({
  match_urn_id: 'sr:match:1',
  id,
  name: '1X2',
  status,
  specifier: '',
  outcomes: outcomes.map(([outcomeId, odds]) => ({
    id: outcomeId,
    name: outcomeId,
    active: true,
    odds,
  })),
  market_groups: ['main'],
  priority: 1,
  most_balanced: true,
  next_bet_stop: null,
  custom_bet_groups: [],
  provider: 'betradar',
})

const changed = (marketId: string, status: number, outcomes: [string, number, boolean][]) => ({
  type: 'markets_changed' as const,
  match_id: '1',
  next_bet_stop: null,
  markets: [
    {
      id: marketId,
      specifier: '',
      status,
      outcomes: outcomes.map(([id, odds, active]) => ({ id, odds, active })),
    },
  ],
})

describe('live store (issue 10: one price change re-renders one button)', () => {
  it('notifies only the listeners of the outcome whose price changed', () => {
    const store = createLiveStore(() => 1_000)
    store.seedMarkets('1', [
      market('m1', 1, [
        ['home', 2.1],
        ['draw', 3.4],
        ['away', 3.2],
      ]),
    ])
    const calls: string[] = []
    for (const id of ['home', 'draw', 'away']) store.subscribeOutcome(key(id), () => calls.push(id))
    store.apply(changed('m1', 1, [['draw', 3.5, true]]))
    expect(calls).toEqual(['draw'])
    expect(store.outcome(key('draw'))).toEqual({
      odds: 3.5,
      active: true,
      gone: false,
      direction: 'up',
      movedAt: 1_000,
    })
  })

  it('marks a price going down, and keeps the mark when only activity changes', () => {
    let now = 1_000
    const store = createLiveStore(() => now)
    store.seedMarkets('1', [market('m1', 1, [['home', 2.1]])])
    store.apply(changed('m1', 1, [['home', 1.95, true]]))
    now = 2_000
    store.apply(changed('m1', 1, [['home', 1.95, false]]))
    expect(store.outcome(key('home'))).toEqual({
      odds: 1.95,
      active: false,
      gone: false,
      direction: 'down',
      movedAt: 1_000,
    })
  })

  it('tells a listener once per scheduled flush, however often its price moved, with the latest', () => {
    const frames: (() => void)[] = []
    const store = createLiveStore(Date.now, {}, (flush) => frames.push(flush))
    store.seedMarkets('1', [market('m1', 1, [['home', 2.1]])])
    frames.splice(0).forEach((flush) => {
      flush()
    })
    const heard: (number | undefined)[] = []
    store.subscribeOutcome(key('home'), () => heard.push(store.outcome(key('home'))?.odds))
    for (const odds of [2.2, 2.3, 2.4]) store.apply(changed('m1', 1, [['home', odds, true]]))
    expect(heard).toEqual([])
    expect(frames).toHaveLength(1)
    frames.splice(0).forEach((flush) => {
      flush()
    })
    expect(heard).toEqual([2.4])
    store.apply(changed('m1', 1, [['home', 2.5, true]]))
    frames.splice(0).forEach((flush) => {
      flush()
    })
    expect(heard).toEqual([2.4, 2.5])
  })

  it('reminds the listeners of some outcomes at the next flush, once, as if they had changed', () => {
    const frames: (() => void)[] = []
    const store = createLiveStore(Date.now, {}, (flush) => frames.push(flush))
    const heard: string[] = []
    store.subscribeOutcome(key('home'), () => heard.push('home'))
    store.subscribeOutcome(key('away'), () => heard.push('away'))
    store.remindOutcomes([key('home')])
    store.remindOutcomes([key('home')])
    expect(heard).toEqual([])
    expect(frames).toHaveLength(1)
    frames.splice(0).forEach((flush) => {
      flush()
    })
    expect(heard).toEqual(['home'])
  })

  it('locks every outcome of a suspended market and unlocks them when it reopens', () => {
    const store = createLiveStore()
    store.seedMarkets('1', [
      market('m1', 1, [
        ['home', 2.1],
        ['away', 1.8],
      ]),
    ])
    let calls = 0
    store.subscribeOutcome(key('away'), () => (calls += 1))
    store.apply(changed('m1', -1, []))
    expect(store.outcome(key('home'))?.active).toBe(false)
    expect(store.outcome(key('away'))?.active).toBe(false)
    store.apply(changed('m1', 1, []))
    expect(store.outcome(key('away'))?.active).toBe(true)
    expect(calls).toBe(2)
  })

  it('marks the outcomes of a settled or cancelled market gone, not those of a suspended one', () => {
    const store = createLiveStore()
    store.seedMarkets('1', [market('m1', 1, [['home', 2.1]])])
    store.apply(changed('m1', -1, []))
    expect(store.outcome(key('home'))?.gone).toBe(false)
    store.apply(changed('m1', -3, []))
    expect(store.outcome(key('home'))).toMatchObject({ active: false, gone: true })
  })

  it('does not notify when nothing changed (a repeated snapshot)', () => {
    const store = createLiveStore()
    store.seedMarkets('1', [market('m1', 1, [['home', 2.1]])])
    let calls = 0
    store.subscribeOutcome(key('home'), () => (calls += 1))
    store.seedMarkets('1', [market('m1', 1, [['home', 2.1]])])
    expect(calls).toBe(0)
  })

  it('keeps apart outcomes with the same ids in two matches', () => {
    const store = createLiveStore()
    store.seedMarkets('1', [market('m1', 1, [['home', 2.1]])])
    store.seedMarkets('2', [market('m1', 1, [['home', 1.5]])])
    store.apply(changed('m1', -1, []))
    expect(store.outcome(outcomeKey('1', 'm1', '', 'home'))).toMatchObject({
      odds: 2.1,
      active: false,
    })
    expect(store.outcome(outcomeKey('2', 'm1', '', 'home'))).toMatchObject({
      odds: 1.5,
      active: true,
    })
  })

  it('keeps match status and score, and stops notifying after unsubscribe', () => {
    const store = createLiveStore()
    let calls = 0
    const unsubscribe = store.subscribeMatch('7', () => (calls += 1))
    store.apply({ type: 'match_status_changed', match_id: '7', status: 1 })
    expect(store.match('7')).toEqual({ status: 1, statistics: null })
    unsubscribe()
    store.apply({ type: 'match_status_changed', match_id: '7', status: 4 })
    expect(calls).toBe(1)
    expect(store.match('7')?.status).toBe(4)
  })

  it('tells live lists of a match that kicks off or finishes, not of one already live there', () => {
    const store = createLiveStore()
    let changes = 0
    store.subscribeInPlay(() => (changes += 1))
    store.seedMatch('8', { status: 0, statistics: null })
    store.apply({ type: 'match_status_changed', match_id: '8', status: 1 })
    // Unknown here: a live list may be missing it.
    store.apply({ type: 'match_status_changed', match_id: '9', status: 1 })
    expect(changes).toBe(2)
    store.apply({ type: 'match_status_changed', match_id: '8', status: 1 })
    expect(changes).toBe(2)
    // Play stopped (2) is not live; resuming brings it back to live lists.
    store.apply({ type: 'match_status_changed', match_id: '9', status: 2 })
    store.apply({ type: 'match_status_changed', match_id: '9', status: 1 })
    expect(changes).toBe(3)
    // As the api sends a kick-off: the change of status, then the new state.
    store.apply({ type: 'match_status_changed', match_id: '10', status: 1 })
    store.apply({ type: 'match_changed', match_id: '10', status: 1, statistics: null })
    store.apply({ type: 'match_changed', match_id: '11', status: 1, statistics: null })
    expect(changes).toBe(4)
    // A live match that ends leaves live lists, once; a finished one unknown here is no change.
    store.apply({ type: 'match_status_changed', match_id: '8', status: 4 })
    store.apply({ type: 'match_status_changed', match_id: '8', status: 4 })
    store.apply({ type: 'match_status_changed', match_id: '12', status: 4 })
    expect(changes).toBe(5)
  })
})

describe('provider statuses', () => {
  it('keep each provider’s last status and notify only on a change', () => {
    const store = createLiveStore(() => 0)
    let calls = 0
    store.subscribeProviders(() => {
      calls += 1
    })
    store.apply({ type: 'provider_status_changed', provider: 'oddin', active: false })
    store.apply({ type: 'provider_status_changed', provider: 'oddin', active: false })
    expect(store.providerStatuses()).toEqual({ oddin: false })
    store.apply({ type: 'provider_status_changed', provider: 'oddin', active: true })
    expect(store.providerStatuses()).toEqual({ oddin: true })
    expect(calls).toBe(2)
  })

  it('takes the settings’ provider statuses for providers no push has named', () => {
    const store = createLiveStore(() => 0)
    let calls = 0
    store.subscribeProviders(() => {
      calls += 1
    })
    store.apply({ type: 'provider_status_changed', provider: 'oddin', active: true })
    store.seedProviderStatuses({ oddin: false, betradar: false })
    expect(store.providerStatuses()).toEqual({ oddin: true, betradar: false })
    store.seedProviderStatuses({ oddin: false, betradar: true })
    expect(store.providerStatuses()).toEqual({ oddin: true, betradar: false })
    expect(calls).toBe(2)
  })

  it('sets aside the updates of a match whose provider a test-provider cookie overrides (spec §4.6)', () => {
    const store = createLiveStore(() => 0, { regular: 'betconstruct' })
    store.seedSource('1', { sportType: 'regular', provider: 'betradar' })
    store.seedSource('2', { sportType: 'regular', provider: 'betconstruct' })
    store.seedSource('3', { sportType: 'cyber', provider: 'oddin' })
    for (const id of ['1', '2', '3']) store.seedMatch(id, { status: 0, statistics: null })
    for (const id of ['1', '2', '3'])
      store.apply({ type: 'match_status_changed', match_id: id, status: 1 })
    expect(['1', '2', '3'].map((id) => store.match(id)?.status)).toEqual([0, 1, 1])
    store.seedMarkets('1', [market('m1', 1, [['home', 2.1]])])
    store.apply(changed('m1', 1, [['home', 2.5, true]]))
    expect(store.outcome(key('home'))?.odds).toBe(2.1)
    // Without the cookie the same updates apply.
    const plain = createLiveStore(() => 0)
    plain.seedSource('1', { sportType: 'regular', provider: 'betradar' })
    plain.seedMarkets('1', [market('m1', 1, [['home', 2.1]])])
    plain.apply(changed('m1', 1, [['home', 2.5, true]]))
    expect(plain.outcome(key('home'))?.odds).toBe(2.5)
  })

  it("keeps a tournament's pushed pool and tells only that tournament's listeners of a change", () => {
    const store = createLiveStore()
    let heard = 0
    let other = 0
    store.subscribeTournament('cup', () => (heard += 1))
    store.subscribeTournament('other', () => (other += 1))
    const pool = (subunits: number) => ({
      type: 'tournament_pool_changed' as const,
      tournament_id: 'cup',
      pool: { subunits, currency: 'EUR' },
    })
    expect(store.tournamentPool('cup')).toBeUndefined()
    store.apply(pool(10_500))
    store.apply(pool(10_500))
    expect(store.tournamentPool('cup')).toBe(10_500)
    expect([heard, other]).toEqual([1, 0])
  })
})

describe('a list row hands the store its markets cut to their prices', () => {
  it('keeps the line, status and prices, and seeds the store as the whole market did', () => {
    const whole = market('m1', 1, [
      ['home', 2.1],
      ['away', 3.4],
    ])
    expect(marketPrices(whole)).toEqual({
      id: 'm1',
      specifier: '',
      status: 1,
      outcomes: [
        { id: 'home', odds: 2.1, active: true },
        { id: 'away', odds: 3.4, active: true },
      ],
    })
    expect(marketPrices(null)).toBeNull()
    const fromWhole = createLiveStore(() => 0)
    const fromPrices = createLiveStore(() => 0)
    fromWhole.seedMarkets('1', [whole])
    fromPrices.seedMarkets('1', [marketPrices(whole) ?? whole])
    expect(fromPrices.outcome(key('away'))).toEqual(fromWhole.outcome(key('away')))
    expect(fromPrices.outcome(key('away'))?.odds).toBe(3.4)
  })
})
