import { createHash, randomBytes, scrypt, timingSafeEqual, type BinaryLike } from 'node:crypto'

/** A random token for a cookie or an e-mailed link: 256 bits, URL-safe. */
export const randomToken = (): string => randomBytes(32).toString('base64url')

/** What is stored of a token: its SHA-256, so a leaked table opens no session and no link. */
export const tokenHash = (token: string): string =>
  createHash('sha256').update(token).digest('base64url')

/** Compares two strings in time that does not depend on where they differ. */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

// scrypt with N = 2^15, r = 8, p = 1 (OWASP's minimum for scrypt); 32 MiB per hash.
const N = 2 ** 15
const R = 8
const P = 1
const KEY_LENGTH = 32
const MAX_MEMORY = 64 * 1024 * 1024

function derive(password: string, salt: BinaryLike, n: number, r: number, p: number) {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, { N: n, r, p, maxmem: MAX_MEMORY }, (error, key) => {
      if (error) reject(error)
      else resolve(key)
    })
  })
}

/** `scrypt$N$r$p$salt$key`, so the parameters can grow without breaking stored hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, N, R, P)
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$')
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !key) return false
  const derived = await derive(
    password,
    Buffer.from(salt, 'base64url'),
    Number(n),
    Number(r),
    Number(p),
  )
  const expected = Buffer.from(key, 'base64url')
  return derived.length === expected.length && timingSafeEqual(derived, expected)
}

/** A hash of nothing, verified when the e-mail is unknown so both answers take as long. */
export const DUMMY_HASH_PROMISE = hashPassword(randomToken())
