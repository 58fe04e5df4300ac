import type { BonusType, StoredBonusState } from '@sportsbook/domain'
import type { Generated } from 'kysely'
import type { Flag } from './flag'

// Tables of bonuses and jackpots: campaigns, issued bonuses and their ledger, freebet progress, pools and hits.

export type BonusIssueOn = 'sign_up' | 'first_deposit' | 'promo_code' | 'operator' | 'bets'
/** What issued a bonus: its campaign's trigger, a no-risk freebet's refund, a lootbox's prize. */
export type BonusSource =
  | BonusIssueOn
  | 'no_risk_refund'
  | 'lootbox'
  /** Points of a hunting or tournament boosted into a freebet. */
  | 'boost'
  /** A tournament's prize. */
  | 'tournament_prize'

export interface BonusCampaignsTable {
  id: string
  type: BonusType
  issue_on: BonusIssueOn
  promo_code: string | null
  public: Flag
  valid_from: string
  valid_to: string
  /** The campaign as the operator's file defines it (JSON of `CampaignDefinition`). */
  definition: string
  updated_at: string
}

export interface PlayerBonusesTable {
  id: string
  player_id: string
  campaign_id: string
  type: BonusType
  state: StoredBonusState
  source: BonusSource
  issue_key: string
  seen: Flag
  issued_at: string
  valid_from: string
  expires_at: string
  activated_at: string | null
  currency: string | null
  amount: number | null
  /** A freebet's money left: the running sum of its bonus ledger rows. */
  balance: Generated<number>
  uses_left: number | null
  /** A lootbox opened: the seed its prize was drawn with (0 ≤ seed < 2³¹). */
  draw_seed: number | null
  /** A lootbox opened: the line of its prize table drawn. */
  prize_index: number | null
  /** A lootbox opened: the freebet its prize issued (none for an empty chest). */
  prize_bonus_id: string | null
}

export type BonusLedgerKind =
  | 'freebet_issued'
  | 'freebet_stake'
  | 'freebet_restored'
  /** What a settlement gave a freebet, taken back when a feed's correction reopened the bet. */
  | 'freebet_taken_back'

export interface BonusLedgerEntriesTable {
  id: string
  bonus_id: string
  amount: number
  kind: BonusLedgerKind
  reference: string
  created_at: string
}

/** Counting bets a player has placed towards a freebet-progress campaign (spec §3.8 "amb"). */
export interface FreebetProgressTable {
  player_id: string
  campaign_id: string
  progress_count: number
  updated_at: string
}

export interface JackpotsTable {
  id: string
  /** The jackpot as JACKPOTS_FILE defined it, JSON. */
  definition: string
  updated_at: string
}

export interface JackpotLevelsTable {
  /** `{jackpot id}:{level code}`. */
  id: string
  jackpot_id: string
  code: string
  /**
   * Integer subunits of the jackpot's currency: with what its shards added, the sum of the
   * level's pool entries.
   */
  pool: number
  /** Where the pool drops; never shown. */
  drop_point: number
}

export type JackpotPoolKind = 'seed' | 'contribution' | 'hit'

/** Shards of a level's pool, each growing by placements' shares up to its allowance. */
export interface JackpotPoolShardsTable {
  level_id: string
  shard: number
  /** Integer subunits added since the level's pool was last summed up. */
  added: number
  /** How much the shard may add: the shards' allowances keep the pool below its drop point. */
  allowance: number
}

export interface JackpotPoolEntriesTable {
  id: string
  level_id: string
  /** Signed integer subunits. */
  amount: number
  kind: JackpotPoolKind
  /** The bet for a contribution, the hit for a hit and the seed after it; `initial` at first. */
  reference: string
  created_at: string
}

export type JackpotHitStatus = 'approved' | 'paid'

export interface JackpotHitsTable {
  id: string
  jackpot_id: string
  level_code: string
  player_id: string
  bet_id: string
  amount: number
  currency: string
  status: JackpotHitStatus
  seen: Flag
  created_at: string
}

/** A joined hunting or tournament's standing (decision 144). */
export interface BonusFarmingTable {
  /** The player's hunting or tournament bonus. */
  bonus_id: string
  campaign_id: string
  /** Bets that earned points, and what they staked (subunits of the bonus's currency). */
  bets_count: number
  staked: number
  points: number
  /** Points not yet boosted into freebets. */
  available_points: number
  /** Freebets boosted from the points. */
  boosts_count: number
  /** When the points last rose (or it was joined): equal points list in this order. */
  reached_at: string
}

/** An event (match) that earned a farming bonus points: with farm once per event, no more. */
export interface BonusFarmedEventsTable {
  bonus_id: string
  match_id: string
}

/** A tournament's pool (decision 145). */
export interface BonusTournamentsTable {
  campaign_id: string
  currency: string
  /** Integer subunits: the sum of the tournament's pool entries. */
  pool: number
  /** Its prizes are fixed (bonus_tournament_prizes) and being paid: no bet farms for it any more. */
  paying_out: Flag
  paid_at: string | null
}

export type TournamentPoolKind = 'initial' | 'contribution'

export interface BonusTournamentPoolEntriesTable {
  id: string
  campaign_id: string
  amount: number
  kind: TournamentPoolKind
  /** The bet for a contribution; `initial` for the operator's seed. */
  reference: string
  created_at: string
}

/** A prize fixed at a tournament's end; `prize_bonus_id` is the freebet once paid. */
export interface BonusTournamentPrizesTable {
  campaign_id: string
  /** The winner's tournament bonus. */
  entry_id: string
  position: number
  amount: number
  prize_bonus_id: string | null
}
