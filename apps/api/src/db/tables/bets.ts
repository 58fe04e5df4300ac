import type { BetResult, BetStatus, BonusType } from '@sportsbook/domain'
import type { Generated } from 'kysely'
import type { Flag } from './flag'

// Tables of placed bets, their selections, placement requests and shared slips.

export type StoredBetType = 'single' | 'combo' | 'system' | 'custom_bet'

export interface BetsTable {
  id: string
  ref: string
  player_id: string
  account_id: string
  /** The placement that took its stake: the reference of that ledger row. */
  placement_id: string
  currency: string
  type: StoredBetType
  system_win_count: number | null
  /** Subunits per combination (the whole stake but for a system). */
  stake: number
  total_stake: number
  /** Total odds × 1000 as accepted; null for a system. */
  odds: number | null
  potential_win: number
  status: BetStatus
  result: BetResult
  win_amount: number | null
  is_vip: Flag
  device_id: string | null
  quick: Flag
  created_at: string
  updated_at: string
  settled_at: string | null
  /** The bonus it was placed with (migration 0011). */
  bonus_id: string | null
  bonus_type: BonusType | null
  /** A comboboost's bonus odds × 1000. */
  bonus_odds: number | null
  /** 1 when the bet played for a jackpot (its stake fed a pool). */
  used_in_jackpot: Generated<Flag>
  /** How many times a feed's rollback or cancel reopened it after settlement (migration 0021). */
  settlement_round: Generated<number>
}

export interface BetSelectionsTable {
  bet_id: string
  position: number
  match_id: string
  market_id: string
  specifier: string
  outcome_id: string
  /** Accepted odds × 1000. */
  odds: number
  /** 1 when a feed's bet_cancel voided this leg: its bet was placed inside the cancel's window. */
  cancelled: Generated<Flag>
}

export interface PlacementRequestsTable {
  player_id: string
  key: string
  body_hash: string
  /** JSON of the first answer. */
  response: string
  created_at: string
}

export interface BetSharesTable {
  code: string
  /** JSON of the shared bets. */
  bets: string
  created_at: string
}
