import type { ClientInfo } from './broker'
import { ERROR } from './codes'
import { parse, refuse } from './command-errors'
import type { GatewayContext, Namespace } from './gateway-context'
import {
  channelRequest,
  historyRequest,
  isPrivateChannel,
  namespaceOf,
  type Reply,
} from './protocol'

/** The namespace a channel belongs to; a channel of no configured namespace is refused. */
export function namespaceOrRefuse(context: GatewayContext, channel: string): Namespace {
  return context.namespaces[namespaceOf(channel)] ?? refuse(ERROR.unknownChannel)
}

/** Presence of a channel the connection is subscribed to, from every node. */
export async function presenceOf(
  context: GatewayContext,
  subscriptions: ReadonlyMap<string, unknown>,
  body: unknown,
): Promise<Record<string, ClientInfo>> {
  const { channel } = parse(channelRequest, body)
  if (namespaceOrRefuse(context, channel).presence !== true) refuse(ERROR.notAvailable)
  if (!subscriptions.has(channel)) refuse(ERROR.permissionDenied)
  return context.broker.presence(channel)
}

/** The presence_stats reply: clients and distinct users in a channel's presence. */
export function presenceStats(presence: Record<string, ClientInfo>) {
  return {
    num_clients: Object.keys(presence).length,
    num_users: new Set(Object.values(presence).map((p) => p.user)).size,
  }
}

/**
 * The history command: a channel's publications since a position or the latest ones, at most
 * the gateway's maximum. A private channel's history only for a connection subscribed to it.
 */
export async function historyReply(
  context: GatewayContext,
  subscriptions: ReadonlyMap<string, unknown>,
  body: unknown,
): Promise<Reply> {
  const request = parse(historyRequest, body)
  namespaceOrRefuse(context, request.channel)
  if (isPrivateChannel(request.channel) && !subscriptions.has(request.channel))
    refuse(ERROR.permissionDenied)
  if (request.reverse && request.since?.offset === 0) refuse(ERROR.badRequest)
  const limit = request.limit ?? 0
  const { publications, top } = await context.broker.history(request.channel, {
    since:
      request.since?.offset === undefined
        ? undefined
        : { offset: request.since.offset, epoch: request.since.epoch ?? '' },
    limit:
      limit === -1
        ? context.options.historyMaxPublications
        : Math.min(limit, context.options.historyMaxPublications),
    reverse: request.reverse,
  })
  if (request.since?.epoch && request.since.epoch !== top.epoch) refuse(ERROR.unrecoverablePosition)
  return {
    publications: publications.map((p) => context.encodings.plainPublication(p)),
    epoch: top.epoch,
    offset: top.offset,
  }
}
