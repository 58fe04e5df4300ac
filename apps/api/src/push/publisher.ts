import { PUSH_CHANNELS } from '@sportsbook/contracts'
import type { CentrifugoApi, Namespace, PushGateway, StreamPosition } from '@sportsbook/push'

/** Where the api's workers put push events. */
export interface Publisher {
  publish(channel: string, message: unknown): void
}

/**
 * The push tier the api talks to — our gateway (every node's clients) or Centrifugo, as
 * PUSH_TIER says (decision 151): publications, and the end of a player's private channel.
 */
export interface PushTier extends Publisher {
  /** The player signed out or was excluded: their private subscriptions end everywhere. */
  signOut(user: string): Promise<void>
  /**
   * Where a public channel's stream stands, read before a snapshot of what it tells of: the
   * page subscribes from there and recovers what it missed (docs/push-protocol.md §6). Null
   * when the tier cannot say: the page then subscribes from the top, as before.
   */
  position(channel: string): Promise<StreamPosition | null>
}

type Log = { error(object: object, message: string): void }

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
export function gatewayPublisher(gateway: PushGateway, log: Log): PushTier {
  return {
    publish(channel, message) {
      gateway.publish(channel, message).catch((err: unknown) => {
        log.error({ err, channel }, 'push publish failed')
      })
    },
    signOut: (user) => gateway.signOutUser(user),
    position: (channel) =>
      gateway.position(channel).catch((err: unknown) => {
        log.error({ err, channel }, 'push position failed')
        return null
      }),
  }
}

/**
 * Publishes through Centrifugo's server API: public channels as fossil deltas (their namespace
 * allows them, deploy/centrifugo/config.json), a player's channel whole. A failed publish is
 * logged, never thrown at a worker; a sign-out unsubscribes the player from their channel.
 */
export function centrifugoPublisher(api: CentrifugoApi, log: Log): PushTier {
  return {
    publish(channel, message) {
      api.publish(channel, message, { delta: !channel.startsWith('$') }).catch((err: unknown) => {
        log.error({ err, channel }, 'push publish to centrifugo failed')
      })
    },
    signOut: (user) => api.unsubscribe(user, PUSH_CHANNELS.player(user)),
    position: (channel) =>
      api.history(channel, 0).then(
        ({ offset, epoch }) => ({ offset, epoch }),
        (err: unknown) => {
          log.error({ err, channel }, 'push position from centrifugo failed')
          return null
        },
      ),
  }
}
