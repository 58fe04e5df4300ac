import { API_ERROR_CODES } from '@sportsbook/contracts'
import { missingProfileFields, standingProblem } from '@sportsbook/domain'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { Refused } from '../errors/refused'
import { exclusionInForce } from './limits'
import type { ProfilePolicy } from './profile'

/**
 * A self-excluded or cooling-off player may not sign in, deposit or bet until the exclusion
 * ends (spec §4.11; it cannot be lifted early).
 */
export async function refuseExcluded(db: Kysely<Database>, playerId: string): Promise<void> {
  const exclusion = await exclusionInForce(db, playerId)
  if (exclusion)
    throw new Refused(
      API_ERROR_CODES.excluded,
      exclusion.endsAt
        ? { id: 'excludedUntil', params: { until: exclusion.endsAt } }
        : { id: 'excluded' },
    )
}

/** What the web's terms and profile dialogs ask, enforced by the api before money moves. */
export async function refuseUnfinishedProfile(
  db: Kysely<Database>,
  playerId: string,
  policy: ProfilePolicy,
): Promise<void> {
  const player = await db
    .selectFrom('players')
    .select([
      'terms_version',
      'first_name',
      'last_name',
      'nickname',
      'mobile_phone',
      'municipality',
    ])
    .where('id', '=', playerId)
    .executeTakeFirstOrThrow()
  const problem = standingProblem(player, policy)
  if (problem === 'terms_not_accepted')
    throw new Refused(API_ERROR_CODES.termsNotAccepted, { id: 'termsNotAccepted' })
  if (problem === 'profile_incomplete' || problem === 'municipality_not_found')
    throw new Refused(API_ERROR_CODES.profileIncomplete, {
      id: 'profileIncomplete',
      params: { fields: missingProfileFields(player, policy.requiredFields).join(', ') },
    })
}
