import { randomBytes } from 'node:crypto'

/**
 * A UUID version 7 (RFC 9562): 48 bits of Unix milliseconds, then random bits. Rows written
 * one after another get ids that sort together, so inserts append to the end of a B-tree index
 * instead of landing on a random page of it (a random v4 id touches a random page each time,
 * which costs the hot tables of placement most of their write time once they outgrow the cache).
 */
export function newId(now = Date.now()): string {
  const bytes = randomBytes(16)
  bytes.writeUIntBE(now, 0, 6)
  bytes[6] = 0x70 | ((bytes[6] ?? 0) & 0x0f)
  bytes[8] = 0x80 | ((bytes[8] ?? 0) & 0x3f)
  const hex = bytes.toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
