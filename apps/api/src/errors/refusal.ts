import type { PlacementRefusal } from '@sportsbook/contracts'
import {
  PLACEMENT_ERROR_CODE,
  fromOddsMillis,
  placementErrorKey,
  type PlacementErrorCode,
} from '@sportsbook/domain'
import { playerMessage } from '@sportsbook/words'
import { Refused } from './refused'

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

/** A placement error's message in `locale` (the catalogue has one for every code). */
function messageOf(code: PlacementErrorCode, locale: string): string {
  return playerMessage(locale, `placement.${code}`)
}

/**
 * A refused placement (HTTP 422, the error handler says): the error envelope and the ticket's
 * `code` and `data`; the message and each bet's `localized_message` are in the player's language.
 */
export class PlacementRefused extends Refused {
  readonly #errors: readonly BetError[]
  readonly #data: PlacementRefusal['data']

  constructor(errors: readonly BetError[], selections: readonly RefusedSelection[] = []) {
    const first = errors[0]
    if (!first) throw new Error('a refusal names at least one error')
    const data = refusalData(errors, selections, 'en')
    super(NAMES.get(first.code) ?? 'placement_refused', messageOf(first.code, 'en'), [], {
      code: first.code,
      data,
    })
    this.#errors = errors
    this.#data = data
  }

  override localized(locale: string): ReturnType<Refused['localized']> {
    const { body, extra } = super.localized(locale)
    const first = this.#errors[0]
    return {
      body: { ...body, message: first ? messageOf(first.code, locale) : body.message },
      extra: {
        ...extra,
        data: {
          ...this.#data,
          errors_by_bet: this.#data.errors_by_bet.map((bet, i) => {
            const error = this.#errors[i]
            return error ? { ...bet, localized_message: messageOf(error.code, locale) } : bet
          }),
        },
      },
    }
  }
}

function refusalData(
  errors: readonly BetError[],
  selections: readonly RefusedSelection[],
  locale: string,
): PlacementRefusal['data'] {
  return {
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
      localized_message: messageOf(e.code, locale),
      ...(e.maxStake && { max_stake: e.maxStake }),
    })),
  }
}

/** One error per bet: the first found (odds errors come before anything else). */
export function uniqueByBet(errors: readonly BetError[]): BetError[] {
  const seen = new Set<number>()
  return errors.filter((e) => (seen.has(e.index) ? false : (seen.add(e.index), true)))
}
