// Campaigns of the tests, as an operator's file holds them (before parsing).

/** A period that runs from before the tests until long after. */
export const period = { valid_from: '2026-01-01T00:00:00Z', valid_to: '2099-01-01T00:00:00Z' }
/** A campaign's name and terms, in English only. */
export const texts = (en: string) => ({ name: { en }, terms: { en: `${en}: test terms` } })
/** A freebet the operator issues (a prize of other campaigns), of `amount` euro cents. */
export const freebet = (id: string, amount: number) => ({
  id,
  type: 'freebet',
  issue_on: 'operator',
  days_to_use: 7,
  ...period,
  ...texts(id),
  freebet: { amounts: { EUR: amount }, min_odds: 1.01, max_odds: 1000 },
})
/**
 * A hunting (promo code HUNT) and a tournament (CUP, 10 % of each stake to its pool) with
 * the freebets their points and places buy, as an operator's file would hold them.
 */
export const FARMING_CAMPAIGNS = [
  freebet('boost-small', 500),
  freebet('boost-big', 2_000),
  freebet('cup-prize', 100),
  {
    id: 'hunt',
    type: 'hunting',
    issue_on: 'promo_code',
    promo_code: 'HUNT',
    days_to_use: 30,
    ...period,
    ...texts('Hunt'),
    farming: {
      min_stake: { EUR: 100 },
      min_odds: 1.01,
      farm_once_per_event: true,
      ranges: [
        { points: 5, campaign: 'boost-small' },
        { points: 1_000, campaign: 'boost-big' },
      ],
    },
  },
  {
    id: 'cup',
    type: 'tournament',
    issue_on: 'promo_code',
    promo_code: 'CUP',
    days_to_use: 30,
    ...period,
    ...texts('Cup'),
    farming: {
      min_stake: { EUR: 100 },
      min_odds: 1.01,
      ranges: [{ points: 10_000, campaign: 'boost-big' }],
    },
    tournament: {
      currency: 'EUR',
      initial_pool: 10_000,
      pool_share_percent: 10,
      places: [50, 30, 20],
      prize_campaign: 'cup-prize',
    },
  },
  // The same cup switched off by the operator: paused (no new bets) and disabled.
  ...(['paused', 'disabled'] as const).map((state) => ({
    id: `${state}-cup`,
    type: 'tournament',
    issue_on: 'promo_code',
    promo_code: state.toUpperCase(),
    days_to_use: 30,
    ...period,
    ...texts(`Cup ${state}`),
    farming: { min_stake: { EUR: 100 }, ranges: [{ points: 10_000, campaign: 'boost-big' }] },
    tournament: {
      currency: 'EUR',
      initial_pool: 0,
      places: [100],
      prize_campaign: 'cup-prize',
      switch: state,
    },
  })),
]
