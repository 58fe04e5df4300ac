import { PUSH_RECONNECT_MAX_MS, PUSH_RECONNECT_MIN_MS, backoffDelay } from '@sportsbook/domain'
import type { Centrifuge } from 'centrifuge'

/**
 * A message over the transport's size limit closes it with 1009, which the centrifuge client
 * takes as the end (spec §8.7 lists it; it does not reconnect). One big snapshot should not
 * leave the page without live prices: it connects again after the reconnect back-off.
 */
export function reconnectAfterSizeLimit(
  client: Pick<Centrifuge, 'on' | 'connect'>,
  sizeLimitCode: number,
  random: () => number = Math.random,
): void {
  let attempt = 0
  client.on('connected', () => {
    attempt = 0
  })
  client.on('disconnected', (context) => {
    if (context.code !== sizeLimitCode) return
    const delay = backoffDelay(attempt, PUSH_RECONNECT_MIN_MS, PUSH_RECONNECT_MAX_MS, random())
    attempt += 1
    // connect() does nothing to a client already connecting or connected.
    setTimeout(() => {
      client.connect()
    }, delay)
  })
}
