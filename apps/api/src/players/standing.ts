import { API_ERROR_CODES } from '@sportsbook/contracts'
import { missingProfileFields } from '@sportsbook/domain'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { ApiFailure } from '../plugins/error-handler'
import { exclusionInForce } from './limits'
import type { ProfilePolicy } from './profile'

/**
 * A self-excluded or cooling-off player may not sign in, deposit or bet until the exclusion
 * ends (spec §4; it cannot be lifted early).
 */
export async function refuseExcluded(db: Kysely<Database>, playerId: string): Promise<void> {
  const exclusion = await exclusionInForce(db, playerId)
  if (exclusion)
    throw new ApiFailure(
      403,
      API_ERROR_CODES.excluded,
      exclusion.endsAt
        ? `Your account is excluded from play until ${exclusion.endsAt}`
        : 'Your account is excluded from play',
    )
}

/**
 * What the browser's terms and profile dialogs ask, enforced by the api too: a player who has
 * not accepted the current terms, or lacks a required profile field, cannot move money.
 */
export async function refuseUnfinishedProfile(
  db: Kysely<Database>,
  playerId: string,
  policy: ProfilePolicy,
  extraFields: ProfilePolicy['requiredFields'] = [],
): Promise<void> {
  const player = await db
    .selectFrom('players')
    .select(['terms_version', 'first_name', 'last_name', 'nickname', 'mobile_phone'])
    .where('id', '=', playerId)
    .executeTakeFirstOrThrow()
  if (player.terms_version !== policy.termsVersion)
    throw new ApiFailure(
      403,
      API_ERROR_CODES.termsNotAccepted,
      'Accept the current terms and conditions first',
    )
  const missing = missingProfileFields(player, [...policy.requiredFields, ...extraFields])
  if (missing.length > 0)
    throw new ApiFailure(
      403,
      API_ERROR_CODES.profileIncomplete,
      `Complete your profile first: ${missing.join(', ')}`,
    )
}
