/**
 * A UOF routing key (`{priority}.{pre}.{live}.{message_type}.{sport}.{urn_type}.{event_id}.{node_id}`,
 * `-` where a part does not apply): what the broker routes a message by, read without opening it.
 */
export type RoutingKey = {
  readonly priority: 'hi' | 'lo' | null
  /** From the prematch producer's side of the feed. */
  readonly prematch: boolean
  readonly live: boolean
  readonly messageType: string
  /** The sport's id (`1` football), or null for system messages (alive, snapshot_complete). */
  readonly sportId: string | null
  /** `sr:match:123`, or null for system messages. */
  readonly eventId: string | null
  /** The node a recovery was asked for (snapshot_complete of that node's request). */
  readonly nodeId: string | null
}

const part = (value: string | undefined): string | null =>
  value === undefined || value === '-' ? null : value

/** Reads a routing key; undefined when it does not have the eight parts. */
export function parseRoutingKey(key: string): RoutingKey | undefined {
  const parts = key.split('.')
  if (parts.length !== 8) return undefined
  const [priority, pre, live, messageType, sport, urnType, eventId, nodeId] = parts
  if (!messageType || messageType === '-') return undefined
  if (priority !== 'hi' && priority !== 'lo' && priority !== '-') return undefined
  const urn = part(urnType)
  const id = part(eventId)
  return {
    priority: priority === '-' ? null : priority,
    prematch: pre === 'pre',
    live: live === 'live',
    messageType,
    sportId: part(sport),
    eventId: urn && id ? `${urn}:${id}` : null,
    nodeId: part(nodeId),
  }
}
