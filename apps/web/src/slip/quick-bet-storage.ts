import { z } from 'zod'
import { QUICK_BET_KEY, type SavedQuickBet } from './quick-bet-store'

const savedSchema = z.object({
  isEnabled: z.boolean(),
  stakeSubunits: z.number().int().nonnegative(),
  currency: z.string(),
  isApproved: z.boolean(),
})

/** The saved quick bet, or undefined when there is none or it does not parse. */
export function readQuickBet(
  storage: Pick<globalThis.Storage, 'getItem'> | undefined,
): SavedQuickBet | undefined {
  try {
    const parsed = savedSchema.safeParse(JSON.parse(storage?.getItem(QUICK_BET_KEY) ?? 'null'))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}
