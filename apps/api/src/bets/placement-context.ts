import { requestedLeg, type PlaceBetsBody, type PlacedBetResponse } from '@sportsbook/contracts'
import {
  ODDS_ACCEPT_MODES,
  PLACEMENT_ERROR_CODE,
  currencyOf,
  standingProblem,
  type Currency,
  type PricedLeg,
  type Slip,
} from '@sportsbook/domain'
import type { Kysely } from 'kysely'
import type { Database, Flag } from '../db/schema'
import { prepared } from '../db/prepared'
import { onOneConnection } from '../db/sent-ahead'
import { PlacementRefused, type BetError } from '../errors/refusal'
import { sendLimitsAhead, type LimitsRead } from '../players/limits'
import { sendSessionCheckAhead, type Session } from '../players/sessions'
import { DEFAULT_SETTINGS } from '../players/settings'
import { applyBetBonuses, type BetBonus } from '../bonuses/bet-bonuses'
import type { Events } from '../bonuses/event-conditions'
import type { Player as ProgressPlayer } from '../bonuses/freebet-progress'
import { currentMarkets } from './current-prices'
import { priceBets } from './leg-pricing'
import { storedAnswerAhead, type Idempotency } from './placement-requests'
import type { PlacementPolicy } from './placement'

/**
 * Everything a placement's rules need, read once before its transaction: the player with their
 * account in the slip's currency, their settings and limits, the legs at their current prices,
 * the sport and league of every leg's match, and the bonuses the bets ask for, applied. The
 * bonus, jackpot and progress rules are handed this; none reads it again. Only the limits are
 * checked again inside the write transaction, by a guard that fails it if they changed.
 */
export type PlacementContext = {
  readonly player: ProgressPlayer
  readonly accountId: string
  readonly currency: Currency
  readonly slip: Slip
  readonly legs: readonly (readonly PricedLeg[])[]
  readonly events: Events
  readonly bonuses: readonly BetBonus[]
  /** The player's limits, checked again inside the transaction (`requireLimitsHeld`). */
  readonly limits: LimitsRead
}

/** The player, their account in the currency and their odds policy, in one read. */
const playerForPlacement = prepared<
  { player: string; currency: string },
  {
    pve: Flag
    country: string
    currency: string
    terms_version: string | null
    first_name: string | null
    last_name: string | null
    nickname: string | null
    mobile_phone: string | null
    municipality: string | null
    account_id: string | null
    account_active: Flag | null
    odds_mode: string | null
  }
>((db, param) =>
  db
    .selectFrom('players as p')
    .leftJoin('accounts as a', (join) =>
      join.onRef('a.player_id', '=', 'p.id').on('a.currency', '=', param('currency')),
    )
    .leftJoin('player_settings as s', 's.player_id', 'p.id')
    .select([
      'p.pve',
      'p.country',
      'p.currency',
      'p.terms_version',
      'p.first_name',
      'p.last_name',
      'p.nickname',
      'p.mobile_phone',
      'p.municipality',
      'a.id as account_id',
      'a.active as account_active',
      's.auto_accept_odds_change as odds_mode',
    ])
    .where('p.id', '=', param('player')),
)

/** The session a placement was sent with ended (signed out, or expired) before it was read. */
export class SessionEnded extends Error {
  constructor() {
    super('the session ended')
  }
}

/** A repeated request's first answer, found before anything of the placement was judged. */
export type Replay = { readonly replay: PlacedBetResponse[] }

/**
 * Reads a placement's context, refusing it early for what the player or the slip cannot do; or,
 * for a request repeated with its Idempotency-Key, the first answer, whatever the prices now.
 */
export async function placementContext(
  db: Kysely<Database>,
  policy: PlacementPolicy,
  {
    playerId,
    recalledSession,
    body,
    now,
    idempotency,
  }: {
    readonly playerId: string
    readonly recalledSession: Session | undefined
    readonly body: PlaceBetsBody
    readonly now: Date
    readonly idempotency: Idempotency | undefined
  },
): Promise<PlacementContext | Replay> {
  const currencyCode = sameCurrency(body)
  const currency = currencyOf(currencyCode)
  if (!currency.ok) throw new Error(`currency ${currencyCode} passed validation but is unknown`)
  // Whether a recalled session lives, the stored answer, the player, their limits and the
  // prices are read together: on PostgreSQL in one round trip (decisions 161, 166, 168, 174).
  const lines = body.bets.flatMap((bet) => bet.selections.map(requestedLeg))
  const [lives, replay, player, limits, markets] = await onOneConnection(db, async (connection) => {
    const sessionLives =
      recalledSession && (await sendSessionCheckAhead(connection, recalledSession, now))
    const stored = idempotency && (await storedAnswerAhead(connection, playerId, idempotency))
    const playerRows = await playerForPlacement.sendAhead(connection, {
      player: playerId,
      currency: currencyCode,
    })
    const limitsRead = await sendLimitsAhead(connection, playerId, now)
    const prices = await currentMarkets(connection, lines)
    const row = (await playerRows())[0]
    return [
      sessionLives ? await sessionLives() : true,
      await stored?.(),
      row,
      await limitsRead(),
      prices,
    ] as const
  })
  if (!lives) throw new SessionEnded()
  if (replay) return { replay }
  if (!player) throw new Error(`player ${playerId} has a session but no row`)
  const everyBet = (code: BetError['code']) => body.bets.map((_, index) => ({ index, code }))
  if (player.pve === 1) throw new PlacementRefused(everyBet(PLACEMENT_ERROR_CODE.pveBetForbidden))
  const standing = standingProblem(player, policy.profile)
  if (standing)
    throw new PlacementRefused(
      everyBet(
        standing === 'terms_not_accepted'
          ? PLACEMENT_ERROR_CODE.termsNotAccepted
          : standing === 'municipality_not_found'
            ? PLACEMENT_ERROR_CODE.municipalityNotFound
            : PLACEMENT_ERROR_CODE.profileIncomplete,
      ),
    )
  const accountId = player.account_id
  if (accountId === null || player.account_active !== 1)
    throw new PlacementRefused(everyBet(PLACEMENT_ERROR_CODE.insufficientBalance))

  const mode =
    ODDS_ACCEPT_MODES.find((m) => m === player.odds_mode) ??
    DEFAULT_SETTINGS.auto_accept_odds_change
  const priced = await priceBets(db, body, markets, mode, currencyCode)
  const progressPlayer = { id: playerId, country: player.country, currency: player.currency }
  const { events } = priced
  const { slip, bonuses } = await applyBetBonuses(db, playerId, body, priced, events, now)
  return {
    player: progressPlayer,
    accountId,
    currency: currency.value,
    slip,
    legs: priced.legs,
    events,
    bonuses,
    limits,
  }
}

function sameCurrency(body: PlaceBetsBody): string {
  const currencies = new Set(body.bets.map((bet) => bet.stake.currency))
  const [currency] = currencies
  if (currencies.size !== 1 || currency === undefined)
    throw new PlacementRefused(
      body.bets.map((_, index) => ({ index, code: PLACEMENT_ERROR_CODE.invalidBet })),
    )
  return currency
}
