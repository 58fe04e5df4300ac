import type {
  SportsTable,
  CategoriesTable,
  TournamentsTable,
  TournamentPrioritiesTable,
  CompetitorsTable,
  MatchesTable,
  MarketsTable,
  OutcomesTable,
  NamesTable,
  ProviderStatusesTable,
  PredictionsTable,
  FavouritesTable,
  FeedProducersTable,
} from './tables/catalogue'
import type { ClusterSecretsTable, LeasesTable } from './tables/cluster'
import type {
  PlayersTable,
  SessionsTable,
  AccountsTable,
  LedgerEntriesTable,
  OutboxTable,
  DepositsTable,
  PlayerSettingsTable,
  PhoneVerificationsTable,
  UserLimitsTable,
  SportsbookSessionsTable,
  NotificationsTable,
  UsedTokensTable,
} from './tables/players'
import type {
  BetsTable,
  BetSelectionsTable,
  PlacementRequestsTable,
  BetSharesTable,
} from './tables/bets'
import type {
  BonusCampaignsTable,
  PlayerBonusesTable,
  BonusLedgerEntriesTable,
  FreebetProgressTable,
  JackpotsTable,
  JackpotLevelsTable,
  JackpotPoolEntriesTable,
  JackpotPoolShardsTable,
  JackpotHitsTable,
  BonusFarmingTable,
  BonusFarmedEventsTable,
  BonusTournamentsTable,
  BonusTournamentPoolEntriesTable,
  BonusTournamentPrizesTable,
} from './tables/bonuses'

export type * from './tables/flag'
export type * from './tables/catalogue'
export type * from './tables/players'
export type * from './tables/bets'
export type * from './tables/bonuses'
export type * from './tables/cluster'

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
  feed_producers: FeedProducersTable
  leases: LeasesTable
  cluster_secrets: ClusterSecretsTable
  predictions: PredictionsTable
  jackpots: JackpotsTable
  jackpot_levels: JackpotLevelsTable
  jackpot_pool_entries: JackpotPoolEntriesTable
  jackpot_pool_shards: JackpotPoolShardsTable
  jackpot_hits: JackpotHitsTable
  used_tokens: UsedTokensTable
  bonus_farming: BonusFarmingTable
  bonus_farmed_events: BonusFarmedEventsTable
  bonus_tournaments: BonusTournamentsTable
  bonus_tournament_pool_entries: BonusTournamentPoolEntriesTable
  bonus_tournament_prizes: BonusTournamentPrizesTable
}
