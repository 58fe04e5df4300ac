import { BET_TYPES, shouldRestoreBets, type Slip } from '@sportsbook/domain'
import { z } from 'zod'
import { SLIP_STORAGE_KEY } from './ticket-store'

const oddsMillis = z.number().int().min(1001)

const selectionSchema = z.object({
  id: z.string(),
  provider: z.string(),
  matchId: z.string(),
  marketId: z.string(),
  specifier: z.string(),
  outcomeId: z.string(),
  oddsMillis,
  acceptedOddsMillis: oddsMillis,
  initialOddsMillis: oddsMillis,
  matchStatus: z.number().int(),
  isSuspended: z.boolean(),
  isChanged: z.boolean(),
  isNotAvailable: z.boolean(),
  labels: z.object({
    marketName: z.string(),
    outcomeName: z.string(),
    nameA: z.string().exactOptional(),
    nameB: z.string().exactOptional(),
    sportKey: z.string().exactOptional(),
    categoryName: z.string().exactOptional(),
    matchSlug: z.string().exactOptional(),
  }),
})

const betSchema = z.object({
  type: z.enum(BET_TYPES),
  selectionIds: z.array(z.string()),
  stakeSubunits: z.number().int().nonnegative(),
  stakeSource: z.enum(['stake', 'potentialWin', 'sharing']),
  systemType: z
    .object({ totalCount: z.number().int(), winCount: z.number().int() })
    .exactOptional(),
  customOddsMillis: oddsMillis.exactOptional(),
})

const slipSchema = z.object({
  selections: z.array(selectionSchema),
  bets: z.array(betSchema),
  currency: z.string(),
})

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>

/** The saved slip, or undefined when there is none, it is empty or it does not parse. */
export function readSlip(storage: Storage | undefined): Slip | undefined {
  try {
    const text = storage?.getItem(SLIP_STORAGE_KEY)
    if (!text) return undefined
    const parsed = slipSchema.safeParse(JSON.parse(text))
    if (!parsed.success || !shouldRestoreBets(parsed.data.bets)) return undefined
    return parsed.data
  } catch {
    return undefined
  }
}
