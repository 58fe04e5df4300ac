import type { LimitPeriod, UserLimitStatus, UserLimitType } from '@sportsbook/domain'
import type { NotificationType } from '@sportsbook/contracts'
import type { Generated } from 'kysely'
import type { Flag } from './flag'

// Tables of players and their money: sessions, accounts and the ledger, deposits, settings, limits, notifications.

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
  /** Serasa pve flag (spec §3.4): the player may not bet. */
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

/** A sign-in token already used, until it expires (0017). */
export interface UsedTokensTable {
  id: string
  expires_at: string
}
