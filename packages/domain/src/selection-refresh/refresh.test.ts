import { describe, expect, it } from 'vitest'
import { addSelection, applyCustomOdds } from '../ticket/bet-type'
import { betPotentialWinSubunits } from '../ticket/payout'
import { DEFAULT_SLIP_RULES, emptySlip, type Slip } from '../ticket/slip'
import { setStakeFromPotentialWin } from '../ticket/stake'
import { testSelection as sel } from '../ticket/testing'
import {
  acceptOddsChanges,
  applyOutcomeQuotes,
  applyProviderStatuses,
  cleanUpSlip,
  hasOddsChanges,
  marketKey,
  refreshSelection,
  refreshSlip,
  type MarketState,
  type MatchState,
} from './refresh'

const rules = { ...DEFAULT_SLIP_RULES, multiSingleAllowedByProvider: {} }
const market = (oddsMillis: number, status = 1, active = true): MarketState => ({
  status,
  outcomes: [{ id: '1', active, oddsMillis }],
})
const matchWith = (m: MarketState, status = 0): MatchState => ({
  status,
  markets: new Map([[marketKey('1', ''), m]]),
})

function slipOf(...ids: string[]): Slip {
  return ids.reduce((slip, id) => {
    const added = addSelection(slip, sel(id, '1', 2), rules)
    if (!added.ok) throw new Error('add failed')
    return added.value
  }, emptySlip('EUR'))
}

describe('refreshSelection (spec §4.4)', () => {
  const s = sel('a', '1', 2)

  it('suspends when the market is not open, or the outcome is inactive or missing', () => {
    expect(refreshSelection(s, market(2000, -1), 'any').isSuspended).toBe(true)
    expect(refreshSelection(s, market(2000, 1, false), 'any').isSuspended).toBe(true)
    expect(refreshSelection(s, { status: 1, outcomes: [] }, 'any').isSuspended).toBe(true)
    expect(refreshSelection(s, market(2000), 'any').isSuspended).toBe(false)
  })

  it('none: flags any change and keeps the accepted odds', () => {
    const up = refreshSelection(s, market(2100), 'none')
    expect(up).toMatchObject({ oddsMillis: 2100, acceptedOddsMillis: 2000, isChanged: true })
    const down = refreshSelection(s, market(1900), 'none')
    expect(down).toMatchObject({ oddsMillis: 1900, acceptedOddsMillis: 2000, isChanged: true })
  })

  it('higher: accepts a rise and flags a drop', () => {
    expect(refreshSelection(s, market(2100), 'higher')).toMatchObject({
      acceptedOddsMillis: 2100,
      isChanged: false,
    })
    expect(refreshSelection(s, market(1900), 'higher')).toMatchObject({
      acceptedOddsMillis: 2000,
      isChanged: true,
    })
  })

  it('any: accepts every change', () => {
    expect(refreshSelection(s, market(1500), 'any')).toMatchObject({
      acceptedOddsMillis: 1500,
      isChanged: false,
    })
  })

  it('clears the flag when the price returns to the accepted odds', () => {
    const changed = refreshSelection(s, market(1900), 'none')
    expect(refreshSelection(changed, market(2000), 'none').isChanged).toBe(false)
  })
})

describe('refreshSlip (spec §4.4)', () => {
  it('drops a selection whose market is gone, and the bet left with none', () => {
    const slip = slipOf('a')
    const gone = refreshSlip(
      slip,
      new Map([['a', { status: 0, markets: new Map([['99', market(2000)]]) }]]),
      'any',
    )
    expect(gone.selections).toEqual([])
    expect(gone.bets).toEqual([])
  })

  it('drops the selections of a match without available markets and re-evaluates the bet', () => {
    const slip = slipOf('a', 'b')
    const after = refreshSlip(slip, new Map([['b', { status: 1, markets: new Map() }]]), 'any')
    expect(after.selections.map((s) => s.matchId)).toEqual(['a'])
    expect(after.bets.map((b) => b.type)).toEqual(['single'])
  })

  it('leaves matches without news untouched', () => {
    const slip = slipOf('a')
    expect(refreshSlip(slip, new Map(), 'any')).toEqual(slip)
  })

  it('rescales a stake derived from a potential win by old over new total odds', () => {
    const typed = setStakeFromPotentialWin(slipOf('a', 'b'), 0, 4000) // 2 × 2 = 4 → stake 1000
    if (!typed.ok) throw new Error('stake')
    expect(typed.value.bets[0]?.stakeSubunits).toBe(1000)
    const after = refreshSlip(typed.value, new Map([['a', matchWith(market(2500))]]), 'any') // now 5
    expect(after.bets[0]?.stakeSubunits).toBe(800)
    const bet = after.bets[0]
    if (bet) expect(betPotentialWinSubunits(after, bet)).toBe(4000)
  })

  it('removes a custom bet when a match is neither prematch nor live', () => {
    const custom = applyCustomOdds(slipOf('a', 'b'), 5000)
    const live = refreshSlip(custom, new Map([['a', matchWith(market(2000), 1)]]), 'any')
    expect(live.bets).toHaveLength(1)
    const finished = refreshSlip(custom, new Map([['a', matchWith(market(2000), 4)]]), 'any')
    expect(finished.bets).toEqual([])
    expect(finished.selections).toEqual([])
  })

  it('marks selections of an inactive provider unavailable and cleans them up with suspended ones', () => {
    const slip = refreshSlip(
      slipOf('a', 'b', 'c'),
      new Map([['c', matchWith(market(2000, -1))]]),
      'any',
    )
    const marked = applyProviderStatuses(slip, { betradar: true })
    expect(marked.selections.map((s) => s.isNotAvailable)).toEqual([false, false, false])
    const down = applyProviderStatuses(
      {
        ...slip,
        selections: slip.selections.map((s, i) => (i === 0 ? { ...s, provider: 'oddin' } : s)),
      },
      { oddin: false },
    )
    expect(down.selections.map((s) => s.isNotAvailable)).toEqual([true, false, false])
    const clean = cleanUpSlip(down)
    expect(clean.selections.map((s) => s.matchId)).toEqual(['b'])
    expect(clean.bets.map((b) => b.type)).toEqual(['single'])
  })

  it('accepts odds changes', () => {
    const changed = refreshSlip(slipOf('a'), new Map([['a', matchWith(market(1800))]]), 'none')
    expect(hasOddsChanges(changed)).toBe(true)
    const accepted = acceptOddsChanges(changed)
    expect(hasOddsChanges(accepted)).toBe(false)
    expect(accepted.selections[0]?.acceptedOddsMillis).toBe(1800)
  })
})

describe('applyOutcomeQuotes', () => {
  const id = (m: string) => sel(m, '1', 2).id

  it('applies a price by the acceptance mode and leaves unquoted selections alone', () => {
    const slip = slipOf('a', 'b')
    const next = applyOutcomeQuotes(
      slip,
      new Map([[id('a'), { oddsMillis: 1800, bettable: true }]]),
      'higher',
    )
    expect(next.selections[0]).toMatchObject({
      oddsMillis: 1800,
      acceptedOddsMillis: 2000,
      isChanged: true,
    })
    expect(next.selections[1]).toBe(slip.selections[1])
  })

  it('suspends a selection that cannot be bet on, and one whose outcome is gone, keeping both', () => {
    const slip = slipOf('a', 'b')
    const next = applyOutcomeQuotes(
      slip,
      new Map([
        [id('a'), { oddsMillis: 2000, bettable: false }],
        [id('b'), { oddsMillis: null, bettable: false }],
      ]),
      'any',
    )
    expect(next.selections.map((s) => s.isSuspended)).toEqual([true, true])
    expect(next.selections[1]?.oddsMillis).toBe(2000)
  })

  it('drops a selection whose market is gone (settled, cancelled), with the bet it leaves empty', () => {
    const slip = slipOf('a', 'b')
    const next = applyOutcomeQuotes(
      slip,
      new Map([
        [id('a'), { oddsMillis: 2000, bettable: false, gone: true }],
        [id('b'), { oddsMillis: 2100, bettable: true, gone: false }],
      ]),
      'any',
    )
    expect(next.selections.map((s) => s.id)).toEqual([id('b')])
    expect(next.selections[0]?.oddsMillis).toBe(2100)
    expect(next.bets.flatMap((bet) => bet.selectionIds)).toEqual([id('b')])
  })

  it('returns the same slip when nothing changed (no re-render)', () => {
    const slip = slipOf('a')
    const same = applyOutcomeQuotes(
      slip,
      new Map([[id('a'), { oddsMillis: 2000, bettable: true }]]),
      'none',
    )
    expect(same).toBe(slip)
  })

  it('rescales a stake typed as a potential win', () => {
    const typed = setStakeFromPotentialWin(slipOf('a'), 0, 1000)
    if (!typed.ok) throw new Error('stake refused')
    expect(typed.value.bets[0]?.stakeSubunits).toBe(500)
    const next = applyOutcomeQuotes(
      typed.value,
      new Map([[id('a'), { oddsMillis: 2500, bettable: true }]]),
      'any',
    )
    expect(next.bets[0]?.stakeSubunits).toBe(400)
    const bet = next.bets[0]
    expect(bet && betPotentialWinSubunits(next, bet)).toBe(1000)
  })
})
