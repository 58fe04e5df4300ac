import { FeedSimulator, setupFromStoredMatch, type FeedEvent } from '@sportsbook/feed'
import { describe, expect, it } from 'vitest'
import { parseRoutingKey } from './routing-key'
import { parseUofMessage } from './parse'
import { translateUofMessage, type MatchResolver } from './translate'
import { UOF_PRODUCT, aliveMessage, snapshotCompleteMessage, uofMessageOf } from './write'

// Issue 40: the simulator plays a UOF provider. What it sends must read back as what it meant:
// every event written as a UOF message, parsed and translated, is the event again (but for what
// UOF does not carry: when the next bet stop is due, and a provider's own status).

const START = Date.parse('2026-11-27T12:00:00.000Z')
const resolve: MatchResolver = (urn) =>
  urn === 'sr:match:15' ? { matchId: '15', provider: 'betradar' } : undefined
const context = (timestamp: number) => ({
  product: UOF_PRODUCT.live,
  timestamp,
  eventUrn: 'sr:match:15',
  sportUrn: 'sr:sport:1',
})

function roundTrip(event: FeedEvent, timestamp = START): FeedEvent[] {
  const message = uofMessageOf(event, context(timestamp))
  if (!message) return []
  expect(parseRoutingKey(message.routingKey)).toMatchObject({
    eventId: 'sr:match:15',
    sportId: '1',
    live: true,
  })
  const parsed = parseUofMessage(message.xml)
  if (!parsed.ok) throw new Error(`${parsed.reason}: ${message.xml}`)
  const translated = translateUofMessage(parsed.message, resolve)
  expect(translated.skipped).toEqual([])
  return translated.events
}

/** What UOF carries of an event. */
function carried(event: FeedEvent): FeedEvent[] {
  switch (event.type) {
    case 'odds_change':
      return [{ ...event, nextBetStop: null }]
    case 'provider_status':
      return []
    case 'bet_stop':
      return [{ ...event, reason: 'all' }]
    case 'result':
      return [
        {
          type: 'outcomes_settled',
          provider: event.provider,
          matchId: event.matchId,
          outcomes: event.outcomes,
          confirmed: true,
        },
      ]
    case 'outcomes_settled':
      return [{ ...event, confirmed: event.confirmed ?? true }]
    case 'match_status':
    case 'bet_cancel':
    case 'rollback_bet_cancel':
    case 'rollback_bet_settlement':
      return [event]
  }
}

describe('the simulator as a UOF producer', () => {
  it('sends a whole simulated match that reads back as the same events', () => {
    const simulator = new FeedSimulator({ seed: 3, speed: 60, startMs: START, providers: [] })
    const setup = setupFromStoredMatch(
      {
        id: '15',
        provider: 'betradar',
        sportKey: 'football',
        startTime: new Date(START).toISOString(),
        markets: [
          {
            marketId: '1',
            specifier: '',
            outcomes: [
              { id: '1', oddsMillis: 2100 },
              { id: '2', oddsMillis: 3400 },
              { id: '3', oddsMillis: 3600 },
            ],
          },
        ],
      },
      simulator.randomFor('15'),
    )
    if (!setup) throw new Error('no setup')
    simulator.track(setup)
    const events: FeedEvent[] = []
    for (let t = START; t < START + 3 * 60 * 60_000; t += 1000) events.push(...simulator.tick(t))
    const types = new Set(events.map((e) => e.type))
    expect([...types]).toEqual(
      expect.arrayContaining(['odds_change', 'bet_stop', 'match_status', 'result']),
    )
    for (const event of events) {
      const back = roundTrip(event)
      if (event.type === 'match_status') {
        expect(back).toEqual([
          expect.objectContaining({ type: 'match_status', matchId: '15', status: event.status }),
        ])
        const score = event.statistics?.total_score
        const statistics = (back[0] as Extract<FeedEvent, { type: 'match_status' }>).statistics
        if (score) expect(statistics?.total_score).toEqual(score)
      } else expect(back).toEqual(carried(event))
    }
  })

  it('carries dead heats, unconfirmed results, cancels with their windows and rollbacks', () => {
    const market = { marketId: '18', specifier: 'total=2.5' }
    const corrections: FeedEvent[] = [
      {
        type: 'outcomes_settled',
        provider: 'betradar',
        matchId: '15',
        confirmed: false,
        outcomes: [
          { ...market, outcomeId: '12', result: 'win', deadHeat: { numerator: 1, denominator: 2 } },
          { ...market, outcomeId: '13', result: 'halfLose' },
          { marketId: '1', specifier: '', outcomeId: '2', result: 'void' },
        ],
      },
      {
        type: 'bet_cancel',
        provider: 'betradar',
        matchId: '15',
        markets: [market],
        window: { from: '2026-11-27T12:10:00.000Z', to: '2026-11-27T12:11:30.000Z' },
      },
      {
        type: 'rollback_bet_cancel',
        provider: 'betradar',
        matchId: '15',
        markets: [],
        window: { from: null, to: '2026-11-27T12:11:30.000Z' },
      },
      { type: 'rollback_bet_settlement', provider: 'betradar', matchId: '15', markets: [market] },
    ]
    for (const event of corrections) expect(roundTrip(event)).toEqual([event])
  })

  it('sends alive and snapshot_complete as system messages', () => {
    const alive = parseUofMessage(aliveMessage(UOF_PRODUCT.prematch, START, false).xml)
    expect(alive).toEqual({
      ok: true,
      message: { type: 'alive', product: 3, timestamp: START, subscribed: false },
    })
    const done = snapshotCompleteMessage(UOF_PRODUCT.live, START, 42)
    expect(parseRoutingKey(done.routingKey)?.messageType).toBe('snapshot_complete')
    expect(parseUofMessage(done.xml)).toEqual({
      ok: true,
      message: { type: 'snapshot_complete', product: 1, timestamp: START, requestId: 42 },
    })
  })

  it('reports an event it does not list and a void factor it does not settle', () => {
    const unknown = parseUofMessage(
      '<bet_stop product="1" event_id="sr:match:99" timestamp="1" groups="all"/>',
    )
    if (!unknown.ok) throw new Error(unknown.reason)
    expect(translateUofMessage(unknown.message, resolve)).toEqual({
      events: [],
      skipped: [{ reason: 'unknownEvent', detail: 'sr:match:99' }],
    })
    const quarter = parseUofMessage(
      `<bet_settlement product="1" event_id="sr:match:15" timestamp="1" certainty="2"><outcomes>
        <market id="1"><outcome id="1" result="1" void_factor="0.25"/><outcome id="2" result="0"/></market>
        <market id="999"><outcome id="1" result="1"/></market></outcomes></bet_settlement>`,
    )
    if (!quarter.ok) throw new Error(quarter.reason)
    expect(translateUofMessage(quarter.message, resolve)).toEqual({
      events: [
        {
          type: 'outcomes_settled',
          provider: 'betradar',
          matchId: '15',
          confirmed: true,
          outcomes: [{ marketId: '1', specifier: '', outcomeId: '2', result: 'lose' }],
        },
      ],
      skipped: [
        { reason: 'unsettledVoidFactor', detail: '1 1: 1/4' },
        { reason: 'unknownMarket', marketId: '999', detail: '999' },
      ],
    })
  })
})
