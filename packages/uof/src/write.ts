import {
  EVENT_STATUS,
  type EventStatus,
  type Fraction,
  type SelectionResult,
} from '@sportsbook/domain'
import type { FeedEvent, MarketRef, PlacedWindow } from '@sportsbook/feed'
import XMLBuilder from 'fast-xml-builder'

// Feed events written as UOF messages (issue 40): what our simulator sends when it plays a
// provider (`npm run feed:producer`), so the api's UOF consumer is exercised end to end.

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  suppressEmptyNode: true,
  processEntities: true,
})

/** UOF producers: 1 is the live odds producer, 3 the prematch one. */
export const UOF_PRODUCT = { live: 1, prematch: 3 } as const

export type OutgoingMessage = { readonly routingKey: string; readonly xml: string }

/** Where and when a message is from. */
export type MessageContext = {
  readonly product: number
  readonly timestamp: number
  /** `sr:match:15` */
  readonly eventUrn: string
  /** `sr:sport:1`, the sport's URN (its number goes in the routing key). */
  readonly sportUrn: string
  readonly requestId?: number
}

/** Our event statuses as UOF's (the reverse of translate.ts's reading). */
const UOF_STATUS: Readonly<Record<EventStatus, number>> = {
  [EVENT_STATUS.prematch]: 0,
  [EVENT_STATUS.live]: 1,
  [EVENT_STATUS.stopped]: 2,
  [EVENT_STATUS.closed]: 4,
  [EVENT_STATUS.finished]: 3,
  [EVENT_STATUS.notCovered]: 0,
}

/** A settled result as UOF's result and void factor. */
const UOF_RESULT: Readonly<Record<Exclude<SelectionResult, 'open'>, [string, string | null]>> = {
  win: ['1', null],
  lose: ['0', null],
  void: ['0', '1'],
  halfWin: ['1', '0.5'],
  halfLose: ['0', '0.5'],
}

/** A fraction as the feed writes it: a decimal of at most 6 places (1/3 → 0.333333). */
function decimalOf({ numerator, denominator }: Fraction): string {
  return String(Math.round((numerator / denominator) * 1e6) / 1e6)
}

const routingKeyOf = (type: string, context: MessageContext, live: boolean) => {
  const [prefix = 'sr', urnType = 'match', id = '-'] = context.eventUrn.split(':')
  const sport = context.sportUrn.split(':')[2] ?? '-'
  const priority = type === 'odds_change' || type === 'bet_stop' ? 'hi' : 'lo'
  return `${priority}.${live ? '-' : 'pre'}.${live ? 'live' : '-'}.${type}.${sport}.${prefix}:${urnType}.${id}.-`
}

const markets = (refs: readonly MarketRef[]) =>
  refs.map((m) => ({
    '@id': m.marketId,
    ...(m.specifier !== '' && { '@specifiers': m.specifier }),
  }))

const windowOf = (window: PlacedWindow) => ({
  ...(window.from !== null && { '@start_time': String(Date.parse(window.from)) }),
  ...(window.to !== null && { '@end_time': String(Date.parse(window.to)) }),
})

/** The body of the UOF message for a feed event, or undefined for one UOF has none for. */
function bodyOf(event: FeedEvent): [string, Record<string, unknown>] | undefined {
  switch (event.type) {
    case 'odds_change':
      return [
        'odds_change',
        {
          odds: {
            market: event.markets.map((m) => ({
              '@id': m.marketId,
              ...(m.specifier !== '' && { '@specifiers': m.specifier }),
              '@status': String(m.status),
              outcome: m.outcomes.map((o) => ({
                '@id': o.id,
                '@odds': (o.oddsMillis / 1000).toFixed(3),
                '@active': o.active ? '1' : '0',
              })),
            })),
          },
        },
      ]
    case 'match_status': {
      const score = event.statistics?.total_score
      const clock = event.statistics?.clock
      return [
        'odds_change',
        {
          sport_event_status: {
            '@status': String(UOF_STATUS[event.status]),
            ...(score && { '@home_score': String(score.home), '@away_score': String(score.away) }),
            ...(clock && {
              clock: {
                ...(clock.match_time !== null && { '@match_time': clock.match_time }),
                ...(clock.remaining_time !== null && { '@remaining_time': clock.remaining_time }),
                '@stopped': clock.stopped ? '1' : '0',
              },
            }),
          },
        },
      ]
    }
    case 'bet_stop':
      return ['bet_stop', { '@groups': 'all' }]
    case 'result':
    case 'outcomes_settled': {
      const byMarket = new Map<string, { ref: MarketRef; outcomes: unknown[] }>()
      for (const o of event.outcomes) {
        const key = `${o.marketId}|${o.specifier}`
        const entry = byMarket.get(key) ?? { ref: o, outcomes: [] }
        const [result, voidFactor] = UOF_RESULT[o.result]
        entry.outcomes.push({
          '@id': o.outcomeId,
          '@result': result,
          ...(voidFactor !== null && { '@void_factor': voidFactor }),
          ...(o.deadHeat && { '@dead_heat_factor': decimalOf(o.deadHeat) }),
        })
        byMarket.set(key, entry)
      }
      const unconfirmed = event.type === 'outcomes_settled' && event.confirmed === false
      return [
        'bet_settlement',
        {
          '@certainty': unconfirmed ? '1' : '2',
          outcomes: {
            market: [...byMarket.values()].map(({ ref, outcomes }) => ({
              ...markets([ref])[0],
              outcome: outcomes,
            })),
          },
        },
      ]
    }
    case 'bet_cancel':
    case 'rollback_bet_cancel':
      return [event.type, { ...windowOf(event.window), market: markets(event.markets) }]
    case 'rollback_bet_settlement':
      return [event.type, { market: markets(event.markets) }]
    case 'provider_status':
      return undefined
  }
}

/** A feed event as the UOF message a provider would send, or undefined when it sends none. */
export function uofMessageOf(
  event: FeedEvent,
  context: MessageContext,
): OutgoingMessage | undefined {
  const body = bodyOf(event)
  if (!body) return undefined
  const [type, content] = body
  const attributes = {
    '@product': String(context.product),
    '@event_id': context.eventUrn,
    '@timestamp': String(context.timestamp),
    ...(context.requestId !== undefined && { '@request_id': String(context.requestId) }),
  }
  const xml = builder.build({ [type]: { ...attributes, ...content } })
  const live = context.product === UOF_PRODUCT.live
  return { routingKey: routingKeyOf(type, context, live), xml }
}

/** The producer's heartbeat; `subscribed` 0 tells the consumer to recover. */
export function aliveMessage(
  product: number,
  timestamp: number,
  subscribed = true,
): OutgoingMessage {
  return {
    routingKey: '-.-.-.alive.-.-.-.-',
    xml: builder.build({
      alive: {
        '@product': String(product),
        '@timestamp': String(timestamp),
        '@subscribed': subscribed ? '1' : '0',
      },
    }),
  }
}

/** Sent when a recovery's messages are all out. */
export function snapshotCompleteMessage(
  product: number,
  timestamp: number,
  requestId: number,
): OutgoingMessage {
  return {
    routingKey: '-.-.-.snapshot_complete.-.-.-.-',
    xml: builder.build({
      snapshot_complete: {
        '@product': String(product),
        '@timestamp': String(timestamp),
        '@request_id': String(requestId),
      },
    }),
  }
}
