/**
 * The guard for a union the domain lists: `oneOf(BET_STATUSES)` answers whether a value read
 * from outside (a column, a query string, a message, a file) is one of the list, and narrows it
 * to the union. Each list has its guard next to it, so no caller casts.
 */
export function oneOf<const T extends string | number>(
  values: readonly T[],
): (value: unknown) => value is T {
  const members: ReadonlySet<unknown> = new Set(values)
  return (value: unknown): value is T => members.has(value)
}
