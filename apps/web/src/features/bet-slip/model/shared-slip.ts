import { ApiRequestError, type Market, type Match } from '@sportsbook/contracts'
import {
  addSelection,
  changeBetType,
  changeSystemType,
  emptySlip,
  err,
  newSelection,
  ok,
  parseSystemId,
  toOddsMillis,
  type Result,
  type Slip,
  type SlipRules,
} from '@sportsbook/domain'
import { selectionRef } from '@/slip/selection-ref'
import type { SharedSlipSource } from '../api/shared-slip-source'

/** The query parameter a shared-bet link carries (spec §2). */
export const SHARE_CODE_PARAM = 'share_code'

/** Why a shared slip could not be restored, each with its modal (spec §8.7 "Share codes"). */
export type SharedSlipProblem = 'link-not-found' | 'link-try-another-bet' | 'link-try-later'

/**
 * The slip a share code stands for, at today's odds: the api answers the shared bets whose
 * selections can still be bet on; names come from each match and its markets. Unknown code →
 * not found; nothing left to bet on → try another bet; any other failure → try later.
 */
export async function restoreSharedSlip(
  api: SharedSlipSource,
  code: string,
  currency: string,
  rules: SlipRules,
): Promise<Result<Slip, SharedSlipProblem>> {
  try {
    const shared = (await api.sharedBets(code)).data.bets
    const selections = shared.flatMap((bet) => bet.selections)
    if (selections.length === 0) return err('link-try-another-bet')
    const matchIds = [...new Set(selections.map((s) => s.match_id))]
    const details = new Map<string, { match: Match; markets: readonly Market[] }>(
      await Promise.all(
        matchIds.map(
          async (id) =>
            [
              id,
              { match: (await api.match(id)).data, markets: (await api.markets(id)).data },
            ] as const,
        ),
      ),
    )
    let slip = emptySlip(currency)
    for (const s of selections) {
      const found = details.get(s.match_id)
      const market = found?.markets.find((m) => m.id === s.market_id && m.specifier === s.specifier)
      const outcome = market?.outcomes.find((o) => o.id === s.outcome_id)
      const odds = toOddsMillis(s.odds)
      if (!found || !market || !outcome || !odds.ok) continue
      const added = addSelection(
        slip,
        newSelection({ ...selectionRef(found.match, market, outcome), oddsMillis: odds.value }),
        rules,
      )
      if (added.ok) slip = added.value
    }
    if (slip.bets.length === 0) return err('link-try-another-bet')
    return ok(asShared(slip, shared))
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return err('link-not-found')
    return err('link-try-later')
  }
}

const valueOr = <T>(result: Result<T, unknown>, fallback: T): T =>
  result.ok ? result.value : fallback

/** One shared bet of several selections is a combo, or the system it was shared as. */
function asShared(
  slip: Slip,
  shared: readonly { readonly system_id?: string | undefined }[],
): Slip {
  const [only] = shared
  if (shared.length !== 1 || !only || slip.selections.length < 2) return slip
  const combo = slip.bets[0]?.type === 'single' ? valueOr(changeBetType(slip, 'combo'), slip) : slip
  const systemType = only.system_id === undefined ? undefined : parseSystemId(only.system_id)
  if (!systemType) return combo
  const system = valueOr(changeBetType(combo, 'system'), combo)
  return valueOr(changeSystemType(system, systemType), system)
}
