import type { Migration } from 'kysely'
import { catalogueMigration } from './0001-catalogue'
import { outcomeResultsMigration } from './0002-outcome-results'
import { playersMigration } from './0003-players'
import { depositsMigration } from './0004-deposits'
import { playerSettingsMigration } from './0005-player-settings'
import { phoneVerificationsMigration } from './0006-phone-verifications'
import { responsibleGamblingMigration } from './0007-responsible-gambling'
import { betsMigration } from './0008-bets'
import { termsVersionMigration } from './0009-terms-version'
import { favouritesMigration } from './0010-favourites'
import { bonusesMigration } from './0011-bonuses'
import { freebetProgressMigration } from './0012-freebet-progress'
import { notificationsMigration } from './0013-notifications'
import { providerStatusesMigration } from './0014-provider-statuses'
import { predictionsMigration } from './0015-predictions'
import { jackpotsMigration } from './0016-jackpots'
import { usedTokensMigration } from './0017-used-tokens'
import { municipalityMigration } from './0018-municipality'
import { lootboxesMigration } from './0019-lootboxes'
import { farmingMigration } from './0020-farming'
import { feedCorrectionsMigration } from './0021-feed-corrections'
import { leasesMigration } from './0022-leases'
import { clusterSecretsMigration } from './0023-cluster-secrets'
import { matchRevisionsMigration } from './0024-match-revisions'
import { listIndexMigration } from './0025-list-index'
import { jackpotPoolShardsMigration } from './0026-jackpot-pool-shards'
import { requireFunctionMigration } from './0027-require-function'
import { matchSidesMigration } from './0028-match-sides'

/**
 * Every migration, keyed by a name that sorts in the order they run. The same migrations
 * serve SQLite and PostgreSQL.
 */
export const migrations: Record<string, Migration> = {
  '0001-catalogue': catalogueMigration,
  '0002-outcome-results': outcomeResultsMigration,
  '0003-players': playersMigration,
  '0004-deposits': depositsMigration,
  '0005-player-settings': playerSettingsMigration,
  '0006-phone-verifications': phoneVerificationsMigration,
  '0007-responsible-gambling': responsibleGamblingMigration,
  '0008-bets': betsMigration,
  '0009-terms-version': termsVersionMigration,
  '0010-favourites': favouritesMigration,
  '0011-bonuses': bonusesMigration,
  '0012-freebet-progress': freebetProgressMigration,
  '0013-notifications': notificationsMigration,
  '0014-provider-statuses': providerStatusesMigration,
  '0015-predictions': predictionsMigration,
  '0016-jackpots': jackpotsMigration,
  '0017-used-tokens': usedTokensMigration,
  '0018-municipality': municipalityMigration,
  '0019-lootboxes': lootboxesMigration,
  '0020-farming': farmingMigration,
  '0021-feed-corrections': feedCorrectionsMigration,
  '0022-leases': leasesMigration,
  '0023-cluster-secrets': clusterSecretsMigration,
  '0024-match-revisions': matchRevisionsMigration,
  '0025-list-index': listIndexMigration,
  '0026-jackpot-pool-shards': jackpotPoolShardsMigration,
  '0027-require-function': requireFunctionMigration,
  '0028-match-sides': matchSidesMigration,
}
