import { browserApiClient } from './browser-api'

/** The push connection's token: it names the signed-in player, or none for a visitor. */
export async function connectionToken(locale: string): Promise<string> {
  return (await browserApiClient(locale).pushToken()).token
}

/** A subscription token for one private channel ('' when the api gives none for it). */
export async function subscriptionToken(locale: string, channel: string): Promise<string> {
  const answer = await browserApiClient(locale).pushSubscriptionTokens([channel])
  return answer.channels.find((c) => c.channel === channel)?.token ?? ''
}
