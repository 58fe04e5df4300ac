import { isOpenForBetsStatus } from '../catalogue/match-status'
import { MARKET_STATUS, isMarketOpen } from '../catalogue/market'
import type { OddsProduct } from '../odds/odds'
import { removeSelection } from '../ticket/bet-type'
import { betTotalOdds } from '../ticket/payout'
import type { SlipSelection } from '../ticket/selection'
import type { Slip, SlipBet } from '../ticket/slip'
import { systemOddsSum } from '../ticket/system'
import { selectionsOf } from '../ticket/slip'

/** What the player accepts when a price moves (spec §3.4 oddsAcceptMode). */
export const ODDS_ACCEPT_MODES = ['none', 'higher', 'any'] as const
export type OddsAcceptMode = (typeof ODDS_ACCEPT_MODES)[number]

export type OutcomeState = {
  readonly id: string
  readonly active: boolean
  readonly oddsMillis: number
}
export type MarketState = { readonly status: number; readonly outcomes: readonly OutcomeState[] }

/** Key of a market line within a match: market id and specifier. */
export function marketKey(marketId: string, specifier: string): string {
  return specifier === '' ? marketId : `${marketId}|${specifier}`
}

/**
 * The latest state of one match. `markets` holds every market line the match offers now:
 * a line that is not there is gone, and an empty map means no available markets.
 */
export type MatchState = {
  readonly status: number
  readonly markets: ReadonlyMap<string, MarketState>
}

/**
 * A selection after a new price for its market (spec §4.4): suspended when the market is not
 * open or the outcome is missing or inactive. A changed price is accepted per mode: `any`
 * takes every change, `higher` takes rises and flags drops, `none` flags every change and
 * keeps the accepted odds.
 */
export function refreshSelection(
  selection: SlipSelection,
  market: MarketState,
  mode: OddsAcceptMode,
): SlipSelection {
  const outcome = market.outcomes.find((o) => o.id === selection.outcomeId)
  const isSuspended = !isMarketOpen(market.status) || !outcome?.active
  if (!outcome) return { ...selection, isSuspended }
  const oddsMillis = outcome.oddsMillis
  const accepts = mode === 'any' || (mode === 'higher' && oddsMillis > selection.acceptedOddsMillis)
  const acceptedOddsMillis = accepts ? oddsMillis : selection.acceptedOddsMillis
  return {
    ...selection,
    isSuspended,
    oddsMillis,
    acceptedOddsMillis,
    isChanged: oddsMillis !== acceptedOddsMillis,
  }
}

function betOdds(slip: Slip, bet: SlipBet): OddsProduct | undefined {
  if (bet.type !== 'system') return betTotalOdds(slip, bet)
  const odds = selectionsOf(slip, bet).map((s) => s.acceptedOddsMillis)
  return systemOddsSum(odds, bet.systemType?.winCount ?? 0)
}

/** A stake typed as a potential win follows the odds: stake × old total odds / new total odds. */
function rescaleStake(before: Slip, after: Slip, bet: SlipBet): SlipBet {
  if (bet.stakeSource !== 'potentialWin') return bet
  const old = betOdds(before, bet)
  const now = betOdds(after, bet)
  if (!old || !now || now.numerator === 0n) return bet
  const stake =
    (BigInt(bet.stakeSubunits) * old.numerator * now.denominator) /
    (old.denominator * now.numerator)
  return { ...bet, stakeSubunits: Number(stake) }
}

/**
 * Applies the latest match states to the slip (spec §4.4 "Selection refresh"): prices and
 * suspensions per selection; selections whose match has no available markets or whose market
 * line is gone are dropped (and a bet left empty with them); custom bets go when a match is
 * neither prematch nor live; stakes derived from a potential win are rescaled.
 * Matches absent from `matches` are left as they are.
 */
export function refreshSlip(
  slip: Slip,
  matches: ReadonlyMap<string, MatchState>,
  mode: OddsAcceptMode,
): Slip {
  const dropped: string[] = []
  const selections = slip.selections.map((selection) => {
    const match = matches.get(selection.matchId)
    if (!match) return selection
    const market = match.markets.get(marketKey(selection.marketId, selection.specifier))
    if (!market) {
      dropped.push(selection.id)
      return selection
    }
    return { ...refreshSelection(selection, market, mode), matchStatus: match.status }
  })
  const withoutGone = dropped.reduce(removeSelection, withPrices(slip, selections))
  return removeClosedCustomBets(withoutGone)
}

/** The slip with refreshed selections, stakes typed as a potential win rescaled. */
function withPrices(slip: Slip, selections: readonly SlipSelection[]): Slip {
  const refreshed: Slip = { ...slip, selections }
  return { ...refreshed, bets: slip.bets.map((bet) => rescaleStake(slip, refreshed, bet)) }
}

/**
 * The latest word on one outcome: its price (null when the outcome is gone) and whether it can
 * be bet on now (outcome active, market open). What a live price store or a placement refusal
 * knows, without the rest of the match's markets.
 */
export type OutcomeQuote = {
  readonly oddsMillis: number | null
  readonly bettable: boolean
  /** Its market will not take bets again (settled, cancelled, withdrawn): the selection goes. */
  readonly gone?: boolean
}

/**
 * Applies quotes keyed by selection id with the rules of `refreshSelection` (acceptance mode,
 * suspension, stakes rescaled); selections without a quote stay as they are. A selection whose
 * quote says its market is gone is dropped, as `refreshSlip` drops a gone market line (spec
 * §4), with a bet it leaves empty.
 */
export function applyOutcomeQuotes(
  slip: Slip,
  quotes: ReadonlyMap<string, OutcomeQuote>,
  mode: OddsAcceptMode,
): Slip {
  const gone = slip.selections.filter((s) => quotes.get(s.id)?.gone).map((s) => s.id)
  if (gone.length > 0) {
    const rest = new Map([...quotes].filter(([id]) => !gone.includes(id)))
    return applyOutcomeQuotes(gone.reduce(removeSelection, slip), rest, mode)
  }
  const selections = slip.selections.map((selection) => {
    const quote = quotes.get(selection.id)
    if (!quote) return selection
    const market: MarketState = {
      status: quote.bettable ? MARKET_STATUS.open : MARKET_STATUS.suspended,
      outcomes:
        quote.oddsMillis === null
          ? []
          : [{ id: selection.outcomeId, active: quote.bettable, oddsMillis: quote.oddsMillis }],
    }
    const next = refreshSelection(selection, market, mode)
    return sameSelectionState(next, selection) ? selection : next
  })
  const changed = selections.some((selection, i) => selection !== slip.selections[i])
  return changed ? withPrices(slip, selections) : slip
}

function sameSelectionState(a: SlipSelection, b: SlipSelection): boolean {
  return (
    a.oddsMillis === b.oddsMillis &&
    a.acceptedOddsMillis === b.acceptedOddsMillis &&
    a.isSuspended === b.isSuspended &&
    a.isChanged === b.isChanged
  )
}

/** Custom bets are removed when any of their matches is neither prematch nor live (spec §4.4). */
function removeClosedCustomBets(slip: Slip): Slip {
  const closed = slip.bets
    .filter((bet) => bet.type === 'customBet')
    .filter((bet) => selectionsOf(slip, bet).some((s) => !isOpenForBetsStatus(s.matchStatus)))
  if (closed.length === 0) return slip
  const ids = new Set(closed.flatMap((bet) => bet.selectionIds))
  return {
    ...slip,
    selections: slip.selections.filter((s) => !ids.has(s.id)),
    bets: slip.bets.filter((bet) => !closed.includes(bet)),
  }
}

/** Marks selections unavailable while their provider is down, available again when it is up. */
export function applyProviderStatuses(
  slip: Slip,
  activeByProvider: Readonly<Record<string, boolean>>,
): Slip {
  return {
    ...slip,
    selections: slip.selections.map((s) => {
      const active = activeByProvider[s.provider]
      return active === undefined ? s : { ...s, isNotAvailable: !active }
    }),
  }
}

/** Removes suspended and unavailable selections (the slip's clean-up action, spec §4.4). */
export function cleanUpSlip(slip: Slip): Slip {
  return slip.selections
    .filter((s) => s.isSuspended || s.isNotAvailable)
    .map((s) => s.id)
    .reduce(removeSelection, slip)
}

/** Accepting odds changes: every selection's accepted odds become its current odds. */
export function acceptOddsChanges(slip: Slip): Slip {
  return {
    ...slip,
    selections: slip.selections.map((s) => ({
      ...s,
      acceptedOddsMillis: s.oddsMillis,
      isChanged: false,
    })),
  }
}

export function hasOddsChanges(slip: Slip): boolean {
  return slip.selections.some((s) => s.isChanged)
}
