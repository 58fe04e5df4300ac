import type { z } from 'zod'

/**
 * For a file's zod schema (`superRefine`): an issue at each item whose key an earlier item
 * already has, `Duplicate <label> <key>`; items without a key are skipped.
 */
export function checkUnique<T>(
  context: z.RefinementCtx,
  items: readonly T[],
  key: (item: T) => string | undefined,
  issue: { readonly label: string; readonly path: (index: number) => (string | number)[] },
): void {
  const seen = new Set<string>()
  items.forEach((item, index) => {
    const value = key(item)
    if (value === undefined) return
    if (seen.has(value))
      context.addIssue({
        code: 'custom',
        path: issue.path(index),
        message: `Duplicate ${issue.label} ${value}`,
      })
    seen.add(value)
  })
}
