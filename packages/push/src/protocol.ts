import { z } from 'zod'

/**
 * Commands of the Centrifuge client protocol v2 in JSON (docs/push-protocol.md §2). Objects are
 * loose: the client sends fields we do not use (`flag`, `name`, newer protocol fields) and a
 * strict schema would break it.
 */
const position = z.looseObject({
  offset: z.number().int().nonnegative().optional(),
  epoch: z.string().optional(),
})
const channel = z.string().min(1).max(255)

export const connectRequest = z.looseObject({ token: z.string().optional() })
export const subscribeRequest = z.looseObject({
  channel,
  token: z.string().optional(),
  recover: z.boolean().optional(),
  offset: z.number().int().nonnegative().optional(),
  epoch: z.string().optional(),
  flag: z.number().int().optional(),
  delta: z.string().optional(),
  tf: z.unknown().optional(),
  type: z.number().int().optional(),
})
export const channelRequest = z.looseObject({ channel })
export const historyRequest = z.looseObject({
  channel,
  limit: z.number().int().min(-1).optional(),
  since: position.optional(),
  reverse: z.boolean().optional(),
})
export const rpcRequest = z.looseObject({ method: z.string(), data: z.unknown().optional() })
export const refreshRequest = z.looseObject({ token: z.string().min(1) })
export const subRefreshRequest = z.looseObject({ channel, token: z.string().min(1) })

export const METHODS = [
  'connect',
  'subscribe',
  'unsubscribe',
  'publish',
  'presence',
  'presence_stats',
  'history',
  'rpc',
  'refresh',
  'sub_refresh',
  'send',
] as const
export type Method = (typeof METHODS)[number]

export const command = z.looseObject({ id: z.number().int().positive().optional() })

/** Flag bit the client sets when it has a getState callback: reply 112 instead of unrecovered. */
export const FLAG_REJECT_UNRECOVERED = 2

/** The namespace of a channel: before the first ':' after an optional '$' ("" when none). */
export function namespaceOf(channelName: string): string {
  const name = channelName.startsWith('$') ? channelName.slice(1) : channelName
  const colon = name.indexOf(':')
  return colon === -1 ? '' : name.slice(0, colon)
}

export const isPrivateChannel = (channelName: string): boolean => channelName.startsWith('$')

/** A command's reply body, sent as `{ id, [method]: reply }`. */
export type Reply = Record<string, unknown>

/**
 * The commands of one frame: JSON objects one per line (blank lines skipped); undefined for a
 * frame that is not JSON or holds none, which closes the connection as a bad request.
 */
export function commandsOf(text: string): unknown[] | undefined {
  try {
    const commands = text
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as unknown)
    return commands.length > 0 ? commands : undefined
  } catch {
    return undefined
  }
}
