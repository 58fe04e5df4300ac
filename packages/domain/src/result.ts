/** A value or a typed error: domain functions return this for user data and never throw on it. */
export type Result<T, E> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E }

export const ok = <T>(value: T): { readonly ok: true; readonly value: T } => ({ ok: true, value })
export const err = <E>(error: E): { readonly ok: false; readonly error: E } => ({
  ok: false,
  error,
})

/** For exhaustive switches: a new union member becomes a type error here. */
export function assertNever(value: never): never {
  throw new Error(`Unexpected value: ${JSON.stringify(value)}`)
}
