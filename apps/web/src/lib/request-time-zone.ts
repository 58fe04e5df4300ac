import 'server-only'
import { cookies } from 'next/headers'
import { TIME_ZONE_COOKIE, timeZoneOf } from './time-zone'

/** The time zone this request renders in: the player's, from their browser's cookie. */
export async function requestTimeZone(): Promise<string> {
  return timeZoneOf((await cookies()).get(TIME_ZONE_COOKIE)?.value)
}
