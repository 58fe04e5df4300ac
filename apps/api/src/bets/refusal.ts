import type { PlacementRefusal } from '@sportsbook/contracts'
import {
  PLACEMENT_ERROR_CODE,
  PLACEMENT_ERROR_MESSAGES,
  fromOddsMillis,
  placementErrorKey,
  type PlacementErrorCode,
} from '@sportsbook/domain'
import { ApiFailure } from '../plugins/error-handler'

export type BetError = {
  readonly index: number
  readonly code: PlacementErrorCode
  /** A more precise translation key than the code's own (odds moved up or down, no profit). */
  readonly key?: string
  readonly maxStake?: { readonly subunits: number; readonly currency: string }
}

export type RefusedSelection = {
  readonly matchId: string
  readonly marketId: string
  readonly specifier: string
  readonly outcomeId: string
  readonly requestedOddsMillis: number
  readonly currentOddsMillis: number | undefined
  readonly available: boolean
}

/** `invalidOdds` → `invalid_odds`: the symbolic code beside the numeric one. */
const NAMES = new Map<number, string>(
  Object.entries(PLACEMENT_ERROR_CODE).map(([name, code]) => [
    code,
    name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
  ]),
)

/** A refused placement: HTTP 422 with the error envelope and the ticket's `code` and `data`. */
export class PlacementRefused extends ApiFailure {
  constructor(errors: readonly BetError[], selections: readonly RefusedSelection[] = []) {
    const first = errors[0]
    if (!first) throw new Error('a refusal names at least one error')
    const data: PlacementRefusal['data'] = {
      details: {
        selections: selections.map((s) => ({
          match_id: s.matchId,
          market_id: s.marketId,
          specifier: s.specifier,
          outcome_id: s.outcomeId,
          odds: fromOddsMillis(s.requestedOddsMillis),
          current_odds:
            s.currentOddsMillis === undefined ? null : fromOddsMillis(s.currentOddsMillis),
          available: s.available,
        })),
      },
      errors_by_bet: errors.map((e) => ({
        index: e.index,
        code: e.code,
        key: e.key ?? placementErrorKey(e.code),
        localized_message: PLACEMENT_ERROR_MESSAGES[e.code],
        ...(e.maxStake && { max_stake: e.maxStake }),
      })),
    }
    super(
      422,
      NAMES.get(first.code) ?? 'placement_refused',
      PLACEMENT_ERROR_MESSAGES[first.code],
      [],
      {
        code: first.code,
        data,
      },
    )
  }
}
