import type { BrokerPublication, StreamPosition } from './broker'

/**
 * Whether the history read from `since` recovers the client: same epoch (or none asked) and
 * every publication from the one after `since` up to the stream's top, with no gap.
 */
export function isRecovered(
  since: StreamPosition,
  publications: readonly BrokerPublication[],
  top: StreamPosition,
): boolean {
  if (since.epoch !== '' && since.epoch !== top.epoch) return false
  const first = publications[0]
  const last = publications.at(-1)
  if (first === undefined || last === undefined) return top.offset === since.offset
  return first.offset === since.offset + 1 && last.offset === top.offset
}
