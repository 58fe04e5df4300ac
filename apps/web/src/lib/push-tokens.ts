import { browserRequest } from '@/lib/browser-api'
import { pushSubscriptionTokens, pushToken } from '@sportsbook/contracts/calls'

/** The push connection's token: it names the signed-in player, or none for a visitor. */
export async function connectionToken(locale: string): Promise<string> {
  return (await pushToken(browserRequest(locale))).token
}

/** A subscription token for one private channel ('' when the api gives none for it). */
export async function subscriptionToken(locale: string, channel: string): Promise<string> {
  const answer = await pushSubscriptionTokens(browserRequest(locale), [channel])
  return answer.channels.find((c) => c.channel === channel)?.token ?? ''
}
