import { readFileSync, readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseUofMessage } from './parse'
import { parseRoutingKey } from './routing-key'

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}.xml`, import.meta.url), 'utf8')
const read = (xml: string) => {
  const parsed = parseUofMessage(xml)
  if (!parsed.ok) throw new Error(parsed.reason)
  return parsed.message
}
const reason = (xml: string) => {
  const parsed = parseUofMessage(xml)
  return parsed.ok ? 'read' : parsed.reason
}

describe('UOF messages (issue 40)', () => {
  it('reads odds_change: markets with specifiers and statuses, outcomes, the match status', () => {
    const message = read(fixture('odds-change'))
    expect(message).toMatchObject({
      type: 'odds_change',
      product: 1,
      eventId: 'sr:match:40001',
      timestamp: 1764201600123,
      requestId: 7,
      bettingStatus: 0,
      betstopReason: 0,
      status: {
        status: 1,
        matchStatus: 6,
        homeScore: '1',
        awayScore: '0',
        clock: { matchTime: '23:41', stopped: false },
        periodScores: [{ number: 1, matchStatusCode: 6, homeScore: '1', awayScore: '0' }],
      },
    })
    if (message.type !== 'odds_change') throw new Error(message.type)
    expect(message.markets.map((m) => [m.id, m.specifiers.raw, m.status])).toEqual([
      [1, '', 1],
      [18, 'total=2.5', -1],
      [16, 'hcp=1:0', 0],
    ])
    expect(message.markets[1]?.specifiers.values).toEqual({ total: '2.5' })
    expect(message.markets[1]?.favourite).toBe(true)
    expect(message.markets[0]?.outcomes[0]).toEqual({
      id: '1',
      oddsMillis: 1620,
      active: true,
      probability: '0.59',
    })
    // An inactive outcome may come without odds.
    expect(message.markets[2]?.outcomes).toEqual([
      { id: '1714', oddsMillis: undefined, active: false, probability: undefined },
    ])
  })

  it('reads bet_settlement with void and dead-heat factors as exact fractions, and its certainty', () => {
    const message = read(fixture('bet-settlement'))
    if (message.type !== 'bet_settlement') throw new Error(message.type)
    expect(message.certainty).toBe(2)
    expect(message.markets[1]).toMatchObject({
      id: 16,
      specifiers: { raw: 'hcp=0.25', values: { hcp: '0.25' } },
      voidReason: 0,
      outcomes: [
        { id: '1714', result: 'win', voidFactor: { numerator: 1, denominator: 2 } },
        { id: '1715', result: 'lose', voidFactor: { numerator: 1, denominator: 2 } },
      ],
    })
    expect(message.markets[2]?.outcomes[0]?.deadHeatFactor).toEqual({
      numerator: 333_333,
      denominator: 1_000_000,
    })
    // A specifier value with '=' and ':' inside is kept whole.
    expect(message.markets[2]?.specifiers.values).toEqual({ variant: 'sr:exact_goals:3+' })
  })

  it('reads bet_stop, bet_cancel and its window, the rollbacks, fixture_change, alive and snapshot_complete', () => {
    expect(read(fixture('bet-stop'))).toMatchObject({
      type: 'bet_stop',
      groups: ['all'],
      marketStatus: -1,
    })
    expect(read(fixture('bet-cancel'))).toMatchObject({
      type: 'bet_cancel',
      startTime: 1764201500000,
      endTime: 1764201700000,
      markets: [{ id: 18, specifiers: { raw: 'total=2.5' }, voidReason: 13 }],
    })
    expect(read(fixture('rollback-bet-settlement'))).toMatchObject({
      type: 'rollback_bet_settlement',
      markets: [{ id: 1, specifiers: { raw: '' } }],
    })
    expect(read(fixture('rollback-bet-cancel'))).toMatchObject({
      type: 'rollback_bet_cancel',
      startTime: 1764201500000,
      endTime: undefined,
    })
    expect(read(fixture('fixture-change'))).toMatchObject({
      type: 'fixture_change',
      startTime: 1764201600000,
      changeType: 2,
    })
    expect(read(fixture('alive'))).toEqual({
      type: 'alive',
      product: 1,
      timestamp: 1764201600000,
      subscribed: true,
    })
    expect(read('<alive product="3" timestamp="1" subscribed="0"/>')).toMatchObject({
      subscribed: false,
    })
    expect(read(fixture('snapshot-complete'))).toEqual({
      type: 'snapshot_complete',
      product: 1,
      timestamp: 1764201601000,
      requestId: 7,
    })
  })

  it('reads every fixture, and an empty odds_change (a status only) too', () => {
    const names = readdirSync(new URL('./fixtures', import.meta.url)).filter((f) =>
      f.endsWith('.xml'),
    )
    expect(names.length).toBeGreaterThanOrEqual(9)
    for (const name of names) expect(reason(fixture(name.replace('.xml', '')))).toBe('read')
    expect(
      read('<odds_change product="1" event_id="sr:match:1" timestamp="5"><odds/></odds_change>'),
    ).toMatchObject({ markets: [] })
  })

  it('refuses what it cannot read with a one-line reason naming the element and attribute', () => {
    expect(reason('<odds_change product="1"')).toMatch(/^malformed XML at line 1: /)
    expect(reason('<surprise product="1" timestamp="1"/>')).toBe('unknown message <surprise>')
    expect(reason('<alive product="1" timestamp="1"/><alive product="1" timestamp="2"/>')).toBe(
      'expected one root element',
    )
    expect(reason('<odds_change product="1" timestamp="1"/>')).toMatch(
      /^<odds_change> odds_change\.event_id: /,
    )
    expect(reason('<alive product="1" timestamp="99999999999999999999"/>')).toBe(
      '<alive> alive.timestamp: Expected an integer',
    )
    expect(reason('<alive product="1" timestamp="9999999999999999"/>')).toBe(
      '<alive> alive.timestamp: Expected an integer within ±2⁵³',
    )
    const withOdds = (odds: string) =>
      `<odds_change product="1" event_id="sr:match:1" timestamp="1"><odds><market id="1"><outcome id="1" odds="${odds}"/></market></odds></odds_change>`
    expect(reason(withOdds('1e400'))).toBe(
      '<odds_change> odds_change.odds.market.0.outcome.0.odds: Expected a decimal number',
    )
    expect(reason(withOdds('1000001'))).toBe(
      '<odds_change> odds_change.odds.market.0.outcome.0.odds: Expected odds from 1 to 100000',
    )
    expect(reason(withOdds('1.5').replace('id="1">', 'id="1" status="7">'))).toMatch(
      /market\.0\.status: Expected a market status/,
    )
    expect(
      reason(
        '<bet_settlement product="1" event_id="sr:match:1" timestamp="1"><outcomes><market id="1"><outcome id="1" result="1" void_factor="1.5"/></market></outcomes></bet_settlement>',
      ),
    ).toMatch(/void_factor: Expected a factor from 0 to 1/)
  })
})

describe('UOF routing keys', () => {
  it('reads the eight parts: priority, producer side, type, sport and event', () => {
    expect(parseRoutingKey('hi.-.live.odds_change.1.sr:match.40001.-')).toEqual({
      priority: 'hi',
      prematch: false,
      live: true,
      messageType: 'odds_change',
      sportId: '1',
      eventId: 'sr:match:40001',
      nodeId: null,
    })
    expect(parseRoutingKey('-.-.-.snapshot_complete.-.-.-.7')).toMatchObject({
      priority: null,
      messageType: 'snapshot_complete',
      eventId: null,
      nodeId: '7',
    })
    expect(parseRoutingKey('lo.pre.-.bet_settlement.1.sr:match.40001.-')?.prematch).toBe(true)
    expect(parseRoutingKey('hi.-.live.odds_change')).toBeUndefined()
    expect(parseRoutingKey('xx.-.live.odds_change.1.sr:match.1.-')).toBeUndefined()
  })
})
