import { createDelta } from 'fossil-delta'

/**
 * JSON text with every non-ASCII character escaped as \uXXXX: fossil deltas work on bytes,
 * and a delta that splits a multi-byte character breaks the client for good
 * (docs/push-protocol.md §6.6). Pure ASCII text cannot be split.
 */
export function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
}

const encoder = new TextEncoder()
const strictDecoder = new TextDecoder('utf-8', { fatal: true })

/**
 * The fossil delta from `prev` to `next` as the string the client applies, or null when it is
 * not smaller than `next` (or, as a guard, not valid UTF-8): then the full payload goes.
 */
export function fossilDelta(prev: string, next: string): string | null {
  const patch = createDelta(encoder.encode(prev), encoder.encode(next))
  if (patch.length >= next.length) return null
  try {
    return strictDecoder.decode(patch)
  } catch {
    return null
  }
}
