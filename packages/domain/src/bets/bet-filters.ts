import { oneOf } from '../one-of'
import { BET_RESULT, BET_STATUSES, type BetResult, type BetStatus } from '../settlement/settlement'

/** The my-bets list filters (spec §3.2): all, open, settled. */
export const BET_LIST_FILTERS = ['all', 'open', 'settled'] as const
export type BetListFilter = (typeof BET_LIST_FILTERS)[number]
export const isBetListFilter = oneOf(BET_LIST_FILTERS)

/** The result filters (spec §3.2): all, win, lose, refund. */
export const BET_RESULT_FILTERS = ['all', 'win', 'lose', 'refund'] as const
export type BetResultFilter = (typeof BET_RESULT_FILTERS)[number]
export const isBetResultFilter = oneOf(BET_RESULT_FILTERS)

const OPEN: readonly BetStatus[] = [
  'submitted',
  'waiting_results',
  'ready_to_process',
  'cashout_in_progress',
]
const SETTLED: readonly BetStatus[] = ['done', 'cashed_out', 'cancelled', 'withdrawn']
/**
 * A VIP bet the trader rejected never was a bet: it leaves my bets (spec §4.16) and its stake is
 * back in the balance. Asking for `rejected` by name still lists it.
 */
const LISTED: readonly BetStatus[] = BET_STATUSES.filter((status) => status !== 'rejected')

/** The statuses a list filter shows. */
export function statusesOf(filter: BetListFilter): readonly BetStatus[] {
  if (filter === 'open') return OPEN
  if (filter === 'settled') return SETTLED
  return LISTED
}

/**
 * The results a result filter shows; undefined for all. Decision: a cash-out counts as a win
 * (money came back), a half-won bet as a win, a half-lost one as a loss, a cancelled bet as a
 * refund.
 */
export function resultsOf(filter: BetResultFilter): readonly BetResult[] | undefined {
  switch (filter) {
    case 'win':
      return [BET_RESULT.winEntire, BET_RESULT.refundHalfWinOther, BET_RESULT.cashedOut]
    case 'lose':
      return [BET_RESULT.loseEntire, BET_RESULT.refundHalfLoseOther]
    case 'refund':
      return [BET_RESULT.refundEntire, BET_RESULT.canceled]
    case 'all':
      return undefined
  }
}
