import { describe, expect, it } from 'vitest'
import { PUSH_CHANNELS, isPushEvent } from './push-channels'
import { privatePushEventSchema, publicPushEventSchema } from './push-events'

describe('push events', () => {
  it('names the channels once: public updates, a match, a player (private, $-prefixed)', () => {
    expect(PUSH_CHANNELS.publicUpdates).toBe('public:updates')
    expect(PUSH_CHANNELS.match('42')).toBe('public:match:42')
    expect(PUSH_CHANNELS.player('7')).toBe('$user:7')
  })

  it('takes in the browser any object that names its type, and nothing else (decision 170)', () => {
    expect(isPushEvent({ type: 'markets_changed', match_id: '1', markets: [] })).toBe(true)
    expect(isPushEvent({ type: 'a_kind_from_a_newer_api' })).toBe(true)
    for (const data of [null, undefined, 'markets_changed', 42, [], { type: 1 }, { kind: 'x' }])
      expect(isPushEvent(data)).toBe(false)
  })

  it('reads every private event the api sends', () => {
    const eur = (subunits: number) => ({ subunits, currency: 'EUR' })
    const events = [
      { type: 'balance_changed', balance: eur(12_345), bonus_balance: null },
      { type: 'unread_counters_changed', unread: 3 },
      {
        type: 'notification',
        notification: {
          id: 'n1',
          title: 'Bet won',
          caption: '',
          body: 'Your combo won',
          type: 'bet_won',
          object_type: 'bet',
          object_id: 'b1',
          read: false,
          created_at: '2026-11-22T10:00:00.000Z',
        },
      },
      {
        type: 'bet_changed',
        bet_id: 'b1',
        status: 'done',
        result: 'win_entire',
        win_amount: eur(5_000),
      },
      { type: 'bet_cashout_changed', bet_id: 'b1', to_cashout: eur(1_999) },
      { type: 'bonus_issued', bonus_id: 'x', bonus_type: 'freebet' },
    ]
    for (const event of events) expect(privatePushEventSchema.parse(event)).toEqual(event)
  })

  it('refuses money that is not whole subunits, naming the field', () => {
    const result = privatePushEventSchema.safeParse({
      type: 'balance_changed',
      balance: { subunits: 12.5, currency: 'EUR' },
      bonus_balance: null,
    })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.path).toEqual(['balance', 'subunits'])
  })

  it('keeps private events off the public union and the other way round', () => {
    expect(
      publicPushEventSchema.safeParse({ type: 'unread_counters_changed', unread: 1 }).success,
    ).toBe(false)
    expect(
      publicPushEventSchema.parse({
        type: 'tournament_pool_changed',
        tournament_id: 't1',
        pool: { subunits: 100_000_00, currency: 'EUR' },
      }).type,
    ).toBe('tournament_pool_changed')
    expect(
      privatePushEventSchema.safeParse({ type: 'match_status_changed', match_id: '1', status: 1 })
        .success,
    ).toBe(false)
  })
})
