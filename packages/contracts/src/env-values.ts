import { z } from 'zod'

/** The items of a comma-separated setting (`racing, lotteries`), spaces around them ignored. */
export const listItems = (value: string): string[] =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)

/** A comma-separated setting; empty: none. */
export const commaList = z.string().default('').transform(listItems)
