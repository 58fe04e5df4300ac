import type { PlayerProfile } from '@sportsbook/contracts'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import type { Session } from './sessions'

/** GET /platform/player: the profile of spec §3 with the session's CSRF token. */
export async function profileOf(
  db: Kysely<Database>,
  session: Session,
  termsVersion: string,
): Promise<PlayerProfile> {
  const p = await db
    .selectFrom('players')
    .selectAll()
    .where('id', '=', session.playerId)
    .executeTakeFirstOrThrow()
  const fullName = [p.first_name, p.last_name].filter(Boolean).join(' ')
  return {
    id: p.id,
    email: p.email,
    mobile_phone: p.mobile_phone,
    auth_phone_number: null,
    first_name: p.first_name,
    last_name: p.last_name,
    nickname: p.nickname,
    // Spec §3: full name, else nickname, e-mail, phone.
    name: fullName || p.nickname || p.email || p.mobile_phone || '',
    language: p.language,
    currency: p.currency,
    country: { code: p.country },
    auth_fields_missed: [
      ...(p.first_name ? [] : ['first_name']),
      ...(p.last_name ? [] : ['last_name']),
      ...(p.mobile_phone ? [] : ['mobile_phone']),
    ],
    statuses: [],
    pve: p.pve === 1,
    terms_version: termsVersion,
    terms_accepted: p.terms_version === termsVersion,
    csrf_token: session.csrfToken,
  }
}
