import type {
  BetResult,
  BetStatus,
  BonusType,
  EventStatus,
  LimitPeriod,
  MarketStatus,
  SettledResult,
  StoredBonusState,
  UserLimitStatus,
  UserLimitType,
} from '@sportsbook/domain'
import type { NotificationType, PredictionPick } from '@sportsbook/contracts'
import type { Generated } from 'kysely'

/** Kysely's view of the database: one interface per table, as the migrations create them. */
export interface Database {
  sports: SportsTable
  categories: CategoriesTable
  tournaments: TournamentsTable
  tournament_priorities: TournamentPrioritiesTable
  competitors: CompetitorsTable
  matches: MatchesTable
  markets: MarketsTable
  outcomes: OutcomesTable
  names: NamesTable
  players: PlayersTable
  sessions: SessionsTable
  accounts: AccountsTable
  ledger_entries: LedgerEntriesTable
  outbox: OutboxTable
  deposits: DepositsTable
  player_settings: PlayerSettingsTable
  phone_verifications: PhoneVerificationsTable
  user_limits: UserLimitsTable
  sportsbook_sessions: SportsbookSessionsTable
  bets: BetsTable
  bet_selections: BetSelectionsTable
  placement_requests: PlacementRequestsTable
  bet_shares: BetSharesTable
  favourites: FavouritesTable
  bonus_campaigns: BonusCampaignsTable
  player_bonuses: PlayerBonusesTable
  bonus_ledger_entries: BonusLedgerEntriesTable
  freebet_progress: FreebetProgressTable
  notifications: NotificationsTable
  provider_statuses: ProviderStatusesTable
  predictions: PredictionsTable
  jackpots: JackpotsTable
  jackpot_levels: JackpotLevelsTable
  jackpot_pool_entries: JackpotPoolEntriesTable
  jackpot_hits: JackpotHitsTable
  used_tokens: UsedTokensTable
}

/** 0 or 1: booleans are integers on both dialects. */
export type Flag = 0 | 1

export interface SportsTable {
  id: string
  urn_id: string
  key: string
  type: string
  priority: number
  provider: string
}

export interface CategoriesTable {
  id: string
  sport_id: string
  slug: string
  country_code: string | null
  priority: number
}

export interface TournamentsTable {
  id: string
  urn_id: string
  sport_id: string
  category_id: string
  slug: string
  kind: string
  priority: number
  provider: string
}

export interface TournamentPrioritiesTable {
  tournament_id: string
  locale: string
  priority: number
}

export interface CompetitorsTable {
  id: string
  sport_id: string
  abbreviation: string
  logo: string | null
}

export interface MatchesTable {
  id: string
  urn_id: string
  slug: string
  type: string
  sport_id: string
  category_id: string
  tournament_id: string
  home_id: string | null
  away_id: string | null
  stadium: string | null
  city: string | null
  status: EventStatus
  /** ISO 8601 UTC, e.g. 2026-11-21T18:30:00.000Z */
  start_time: string
  end_date: string | null
  /** JSON of the statistics shape in contracts. */
  statistics: string | null
  has_video: Flag
  provider: string
  is_provider_stats_available: Flag
  bets_count: number
}

export interface MarketsTable {
  match_id: string
  market_id: string
  specifier: string
  status: MarketStatus
  priority: number
  most_balanced: Flag
  next_bet_stop: string | null
  provider: string
  /** JSON array of group keys. */
  market_groups: string
}

export interface OutcomesTable {
  match_id: string
  market_id: string
  specifier: string
  outcome_id: string
  position: number
  active: Flag
  /** Decimal odds × 1000. */
  odds: number
  /** Set by the feed's result; null while open. */
  result: SettledResult | null
}

export interface NamesTable {
  entity: NameEntity
  entity_id: string
  locale: string
  name: string
}

export type NameEntity =
  'sport' | 'category' | 'tournament' | 'competitor' | 'match' | 'market_type' | 'outcome_type'

export interface PlayersTable {
  id: string
  email: string
  password_hash: string
  mobile_phone: string | null
  country: string
  currency: string
  language: string
  first_name: string | null
  last_name: string | null
  nickname: string | null
  municipality: string | null
  terms_accepted_at: string
  /** The terms version the player accepted (TERMS_VERSION); null from before versions. */
  terms_version: string | null
  confirmed_at: string | null
  confirmation_token_hash: string | null
  failed_sign_ins: Generated<number>
  locked_at: string | null
  unlock_token_hash: string | null
  reset_token_hash: string | null
  reset_expires_at: string | null
  created_at: string
  /** Serasa pve flag (spec §3): the player may not bet. */
  pve: Generated<Flag>
}

export interface SessionsTable {
  token_hash: string
  player_id: string
  csrf_token: string
  created_at: string
  expires_at: string
}

export interface AccountsTable {
  id: string
  player_id: string
  currency: string
  active: Flag
  created_at: string
  /** Running sum of the account's ledger rows, changed only together with a new row. */
  balance: Generated<number>
}

export interface LedgerEntriesTable {
  id: string
  account_id: string
  /** Signed integer subunits. */
  amount: number
  kind: string
  reference: string
  created_at: string
}

export interface OutboxTable {
  id: string
  channel: 'email' | 'sms'
  recipient: string
  subject: string
  body: string
  created_at: string
}

export type DepositStatus = 'pending' | 'completed' | 'failed'

export interface DepositsTable {
  id: string
  player_id: string
  account_id: string
  /** Integer subunits. */
  amount: number
  status: DepositStatus
  /** Where the player returns after the payment page: a path of the site. */
  return_path: string
  created_at: string
  updated_at: string
}

export interface PlayerSettingsTable {
  player_id: string
  /** JSON array of quick-stake amounts in subunits. */
  stakes: string
  auto_accept_odds_change: string
  odds_type: string
  push_subscription: string | null
  updated_at: string
}

export interface PhoneVerificationsTable {
  player_id: string
  phone: string
  code_hash: string | null
  attempts: number
  /** JSON array of the ISO times SMS were sent. */
  sent_at: string
  verified_at: string | null
}

export interface UserLimitsTable {
  id: string
  player_id: string
  type: UserLimitType
  status: UserLimitStatus
  /** Subunits for money limits, minutes for time limits; null for exclusions. */
  amount: number | null
  period: LimitPeriod | null
  effective_at: string
  ends_at: string | null
  created_at: string
}

export interface SportsbookSessionsTable {
  id: string
  player_id: string
  started_at: string
  next_check_at: string
  active_seconds: number
  ended_at: string | null
}

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

export interface FavouritesTable {
  player_id: string
  type: string
  entity_id: string
  created_at: string
}

export type BonusIssueOn = 'sign_up' | 'first_deposit' | 'promo_code' | 'operator' | 'bets'
export type BonusSource = BonusIssueOn | 'no_risk_refund'

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
}

export type BonusLedgerKind = 'freebet_issued' | 'freebet_stake' | 'freebet_restored'

export interface BonusLedgerEntriesTable {
  id: string
  bonus_id: string
  amount: number
  kind: BonusLedgerKind
  reference: string
  created_at: string
}

/** Counting bets a player has placed towards a freebet-progress campaign (spec §3 "amb"). */
export interface FreebetProgressTable {
  player_id: string
  campaign_id: string
  progress_count: number
  updated_at: string
}

export interface NotificationsTable {
  id: string
  player_id: string
  type: NotificationType
  object_type: 'bet' | 'deposit' | 'bonus' | 'limit' | null
  object_id: string | null
  title: string
  caption: string
  body: string
  read: Flag
  created_at: string
}

export interface ProviderStatusesTable {
  provider: string
  active: Flag
  updated_at: string
}

export interface PredictionsTable {
  id: string
  player_id: string
  prediction_id: string
  data: PredictionPick
  created_at: string
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
  /** Integer subunits of the jackpot's currency: the sum of the level's pool entries. */
  pool: number
  /** Where the pool drops; never shown. */
  drop_point: number
}

export type JackpotPoolKind = 'seed' | 'contribution' | 'hit'

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

/** A sign-in token already used, until it expires (0017). */
export interface UsedTokensTable {
  id: string
  expires_at: string
}
