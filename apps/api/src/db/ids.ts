import { randomFillSync } from 'node:crypto'

/** Random bytes drawn from the system at once, then handed out ten per id. */
const ENTROPY_BYTES = 4096
const RANDOM_PER_ID = 10

const entropy = Buffer.alloc(ENTROPY_BYTES)
let used = ENTROPY_BYTES

/**
 * Fills `target` from `start` to `end` with random bytes from a buffer of the system's
 * randomness refilled 4 KB at a time, as `crypto.randomUUID` does: a draw from the system for
 * each id or reference cost a placement ~2 % of its CPU. Each byte is handed out once.
 */
export function fillRandom(target: Buffer, start: number, end: number): void {
  const count = end - start
  if (count > ENTROPY_BYTES) throw new RangeError(`at most ${String(ENTROPY_BYTES)} bytes at once`)
  if (used + count > ENTROPY_BYTES) {
    randomFillSync(entropy)
    used = 0
  }
  entropy.copy(target, start, used, used + count)
  used += count
}

/**
 * A UUID version 7 (RFC 9562): 48 bits of Unix milliseconds, then random bits (`fillRandom`).
 * Rows written one after another get ids that sort together, so inserts append to the end of a
 * B-tree index instead of landing on a random page of it (a random v4 id touches a random page
 * each time, which costs the hot tables of placement most of their write time once they outgrow
 * the cache).
 */
export function newId(now = Date.now()): string {
  const bytes = Buffer.allocUnsafe(16)
  bytes.writeUIntBE(now, 0, 6)
  fillRandom(bytes, 6, 6 + RANDOM_PER_ID)
  bytes[6] = 0x70 | ((bytes[6] ?? 0) & 0x0f)
  bytes[8] = 0x80 | ((bytes[8] ?? 0) & 0x3f)
  const hex = bytes.toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/**
 * `length` characters drawn from `alphabet` (at most 256), each as likely as any other: a
 * random byte past the last whole multiple of the alphabet's size is drawn again, since a
 * plain remainder would favour the alphabet's first characters.
 */
export function randomCode(alphabet: string, length: number): string {
  if (alphabet.length === 0 || alphabet.length > 256)
    throw new RangeError('an alphabet of 1 to 256 characters')
  const limit = 256 - (256 % alphabet.length)
  const byte = Buffer.allocUnsafe(1)
  let code = ''
  while (code.length < length) {
    fillRandom(byte, 0, 1)
    const value = byte[0] ?? limit
    if (value < limit) code += alphabet[value % alphabet.length] ?? ''
  }
  return code
}
