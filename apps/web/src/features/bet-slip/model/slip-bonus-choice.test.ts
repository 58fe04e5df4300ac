import type { SlipBonusOffer } from '@sportsbook/contracts'
import {
  DEFAULT_SLIP_RULES,
  emptySlip,
  newSelection,
  setStake,
  toggleSelection,
  type Slip,
} from '@sportsbook/domain'
import { describe, expect, it } from 'vitest'
import { applyBonusOffers } from './slip-bonus-choice'

/** A combo of `count` selections at 2.00 on different matches, staked 5.00. */
function combo(count: number): Slip {
  let slip = emptySlip('EUR')
  for (let i = 0; i < count; i++) {
    const added = toggleSelection(
      slip,
      newSelection({
        provider: 'betradar',
        matchId: `m${String(i)}`,
        marketId: '1',
        specifier: '',
        outcomeId: '1',
        oddsMillis: 2000,
        matchStatus: 0,
        labels: { marketName: '1X2', outcomeName: `o${String(i)}` },
      }),
      DEFAULT_SLIP_RULES,
    )
    if (!added.ok) throw new Error('not added')
    slip = added.value
  }
  const staked = setStake(slip, 0, 500)
  if (!staked.ok) throw new Error('not staked')
  return staked.value
}

const offer = (fields: Partial<SlipBonusOffer> & Pick<SlipBonusOffer, 'id' | 'type'>) => ({
  campaign_id: 'c',
  name: fields.id,
  user_bonus_status: 'available' as const,
  reason: null,
  odds: null,
  active_range_index: null,
  suitable_selections: [],
  freebet_stake: null,
  potential_points: null,
  available_points: null,
  points: null,
  potential_freebet_amount: null,
  ...fields,
})

const boost = offer({ id: 'b1', type: 'comboboost', odds: 1.1, active_range_index: 0 })
const freebet = offer({
  id: 'f1',
  type: 'freebet',
  user_bonus_status: 'active',
  freebet_stake: { subunits: 1000, currency: 'EUR' },
})

describe('the slip’s bonus from the offers (spec §4.8 bonus selection)', () => {
  it('picks a comboboost by itself, and its odds multiply the total', () => {
    const slip = applyBonusOffers(combo(3), [{ index: 0, bonuses: [boost, freebet] }], new Set())
    expect(slip.bets[0]?.bonus).toEqual({ id: 'b1', type: 'comboboost', oddsMillis: 1100 })
    expect(slip.bets[0]?.stakeSubunits).toBe(500)
  })

  it('never picks a freebet by itself, nor a bonus the player declined or one that does not apply', () => {
    const none = (bonuses: SlipBonusOffer[], declined: string[] = []) =>
      applyBonusOffers(combo(3), [{ index: 0, bonuses }], new Set(declined)).bets[0]?.bonus
    expect(none([freebet])).toBeUndefined()
    expect(none([boost], ['b1'])).toBeUndefined()
    expect(none([{ ...boost, user_bonus_status: 'not_available' }])).toBeUndefined()
  })

  it('prefers a joined hunting to a boost, and never picks one the player has not joined', () => {
    const hunting = offer({ id: 'h1', type: 'hunting', user_bonus_status: 'active' })
    const pick = (bonuses: SlipBonusOffer[]) =>
      applyBonusOffers(combo(3), [{ index: 0, bonuses }], new Set()).bets[0]?.bonus?.id
    expect(pick([boost, hunting])).toBe('h1')
    expect(pick([boost, { ...hunting, user_bonus_status: 'available' }])).toBe('b1')
  })

  it('keeps a chosen freebet and its stake; when it goes the stake goes back to 0', () => {
    const offers = [{ index: 0, bonuses: [boost, freebet] }]
    const chosen = applyBonusOffers(
      {
        ...combo(3),
        bets: combo(3).bets.map((bet) => ({
          ...bet,
          bonus: { id: 'f1', type: 'freebet', freebetStakeSubunits: 1000 },
          stakeSubunits: 1000,
        })),
      },
      offers,
      new Set(),
    )
    expect(chosen.bets[0]?.bonus?.id).toBe('f1')
    expect(chosen.bets[0]?.stakeSubunits).toBe(1000)
    // Spent elsewhere: the slip falls back to the boost, with the stake reset.
    const after = applyBonusOffers(chosen, [{ index: 0, bonuses: [boost] }], new Set())
    expect(after.bets[0]?.bonus?.id).toBe('b1')
    expect(after.bets[0]?.stakeSubunits).toBe(0)
  })

  it('a boost whose odds changed (a fourth selection) is taken at its new odds; a visitor’s slip has none', () => {
    const boosted = applyBonusOffers(combo(3), [{ index: 0, bonuses: [boost] }], new Set())
    const higher = applyBonusOffers(
      boosted,
      [{ index: 0, bonuses: [{ ...boost, odds: 1.25, active_range_index: 1 }] }],
      new Set(),
    )
    expect(higher.bets[0]?.bonus?.oddsMillis).toBe(1250)
    expect(applyBonusOffers(higher, [], new Set()).bets[0]?.bonus).toBeUndefined()
  })
})
