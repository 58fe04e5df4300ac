import type { Namespace, PushGateway } from '@sportsbook/push'

/** Where the api's workers put push events; the gateway delivers them to every node's clients. */
export interface Publisher {
  publish(channel: string, message: unknown): void
}

/** Publications a public channel keeps for recovery unless PUSH_HISTORY_SIZE says otherwise. */
export const DEFAULT_PUBLIC_HISTORY_SIZE = 300

/**
 * The channel namespaces of PUSH_CHANNELS (packages/contracts): public channels keep five
 * minutes (at most `publicHistorySize` publications) of history for recovery and offer fossil
 * deltas; a player's private channel ($user:<id>) keeps ten minutes. A client away longer than
 * its channel's history resubscribes without recovery and refetches.
 */
export function pushNamespaces(
  publicHistorySize = DEFAULT_PUBLIC_HISTORY_SIZE,
): Readonly<Record<string, Namespace>> {
  return {
    public: { history: { size: publicHistorySize, ttlMs: 5 * 60_000 }, delta: true },
    user: { history: { size: 100, ttlMs: 10 * 60_000 }, delta: false },
  }
}

/** Publishes through the gateway; a failed publish is logged, never thrown at a worker. */
export function gatewayPublisher(
  gateway: PushGateway,
  log: { error(object: object, message: string): void },
): Publisher {
  return {
    publish(channel, message) {
      gateway.publish(channel, message).catch((err: unknown) => {
        log.error({ err, channel }, 'push publish failed')
      })
    },
  }
}
