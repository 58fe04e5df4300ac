import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { refreshSlip, marketKey } from '../selection-refresh/refresh'
import { addSelection } from '../ticket/bet-type'
import { DEFAULT_SLIP_RULES, emptySlip, type Slip } from '../ticket/slip'
import { setStake } from '../ticket/stake'
import { testSelection as sel } from '../ticket/testing'
import { ticketReducer, type TicketEvent } from './ticket'
import { initialTicket, type TicketState } from './ticket-state'

function slipWithStakes(...stakes: number[]): Slip {
  return stakes.reduce((slip, stake, i) => {
    const added = addSelection(slip, sel(`m${i}`), DEFAULT_SLIP_RULES)
    if (!added.ok) throw new Error('add')
    const staked = setStake(added.value, i, stake)
    if (!staked.ok) throw new Error('stake')
    return staked.value
  }, emptySlip('EUR'))
}

const changedSlip = (slip: Slip): Slip =>
  refreshSlip(
    slip,
    new Map([
      [
        'm0',
        {
          status: 0,
          markets: new Map([
            [
              marketKey('1', ''),
              { status: 1, outcomes: [{ id: '1', active: true, oddsMillis: 1500 }] },
            ],
          ]),
        },
      ],
    ]),
    'none',
  )

const run = (state: TicketState, ...events: TicketEvent[]): TicketState =>
  events.reduce(ticketReducer, state)

const RECEIPT = {
  ref: 'ABCDEFGH23',
  type: 'single',
  oddsMillis: 1850,
  stake: { subunits: 1000, currency: 'EUR' },
  potentialWin: { subunits: 1850, currency: 'EUR' },
} as const

describe('ticket machine (spec §4.2)', () => {
  const ready = initialTicket(slipWithStakes(100, 0, 300))

  it('gives odds changed after an edit when a bet has changed odds, else initial', () => {
    expect(run(ready, { type: 'slipEdited', slip: changedSlip(ready.slip) }).ticketState).toBe(
      'oddsChanged',
    )
    expect(run(ready, { type: 'slipEdited', slip: ready.slip }).ticketState).toBe('initial')
  })

  it('resets to initial and asks to sign in when placing signed out', () => {
    const next = run(ready, { type: 'placeRequested', loggedIn: false })
    expect(next).toMatchObject({
      ticketState: 'initial',
      notice: 'signInRequired',
      inProgress: false,
    })
    expect(run(next, { type: 'noticeShown' }).notice).toBeUndefined()
  })

  it('marks bets with a stake above 0 as processing while placing', () => {
    const placing = run(ready, { type: 'placeRequested', loggedIn: true })
    expect(placing).toMatchObject({
      ticketState: 'processing',
      inProgress: true,
      processingBets: [0, 2],
    })
    expect(run(placing, { type: 'placeRequested', loggedIn: true })).toBe(placing)
  })

  it('clears the selections on success, or goes to submitted for a VIP bet', () => {
    const placing = run(ready, { type: 'placeRequested', loggedIn: true })
    const done = run(placing, {
      type: 'placeSucceeded',
      bets: [{ ...RECEIPT, betId: '1', status: 'waiting_results', isVip: false }],
    })
    expect(done).toMatchObject({ ticketState: 'success', inProgress: false, processingBets: [] })
    expect(done.slip.selections).toEqual([])
    const vip = run(placing, {
      type: 'placeSucceeded',
      bets: [{ ...RECEIPT, betId: '2', status: 'submitted', isVip: true }],
    })
    expect(vip.ticketState).toBe('submitted')
  })

  it('gives error for an error with a code, initial with an alert otherwise, quiet initial on 401', () => {
    const placing = run(ready, { type: 'placeRequested', loggedIn: true })
    const error = { code: 101, message: 'odds changed', details: [] }
    expect(run(placing, { type: 'placeFailed', status: 422, error })).toMatchObject({
      ticketState: 'error',
      error,
      processingBets: [],
    })
    expect(run(placing, { type: 'placeFailed', status: 500 })).toMatchObject({
      ticketState: 'initial',
      notice: 'genericError',
    })
    expect(run(placing, { type: 'placeFailed', status: 401 })).toMatchObject({
      ticketState: 'initial',
      notice: 'sessionExpired',
    })
  })

  it('clears the error when placing again', () => {
    const failed = run(
      ready,
      { type: 'placeRequested', loggedIn: true },
      { type: 'placeFailed', status: 400, error: { code: 1, message: 'x', details: [] } },
    )
    expect(run(failed, { type: 'placeRequested', loggedIn: true }).error).toBeUndefined()
  })

  it('switches to odds changed on market updates unless in progress or placed', () => {
    const changed = changedSlip(ready.slip)
    expect(run(ready, { type: 'marketsUpdated', slip: changed }).ticketState).toBe('oddsChanged')
    const placing = run(ready, { type: 'placeRequested', loggedIn: true })
    expect(run(placing, { type: 'marketsUpdated', slip: changed }).ticketState).toBe('processing')
    expect(run(ready, { type: 'marketsUpdated', slip: ready.slip }).ticketState).toBe('initial')
  })

  it('accepting odds changes resets to initial with the new odds accepted', () => {
    const changed = run(
      ready,
      { type: 'slipEdited', slip: changedSlip(ready.slip) },
      { type: 'oddsAccepted' },
    )
    expect(changed.ticketState).toBe('initial')
    expect(changed.slip.selections[0]?.acceptedOddsMillis).toBe(1500)
  })

  it('never leaves processing bets in initial or error (property)', () => {
    const event: fc.Arbitrary<TicketEvent> = fc.oneof(
      fc.constant<TicketEvent>({ type: 'slipEdited', slip: ready.slip }),
      fc.constant<TicketEvent>({ type: 'marketsUpdated', slip: changedSlip(ready.slip) }),
      fc.boolean().map<TicketEvent>((loggedIn) => ({ type: 'placeRequested', loggedIn })),
      fc.constant<TicketEvent>({ type: 'placeSucceeded', bets: [] }),
      fc.constantFrom(400, 401, 500).map<TicketEvent>((status) => ({
        type: 'placeFailed',
        status,
        ...(status === 400 ? { error: { code: 101, message: 'm', details: [] } } : {}),
      })),
      fc.constant<TicketEvent>({ type: 'oddsAccepted' }),
      fc.constant<TicketEvent>({ type: 'reset' }),
      fc.constant<TicketEvent>({ type: 'noticeShown' }),
    )
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), (events) => {
        let state = ready
        for (const e of events) {
          state = ticketReducer(state, e)
          if (state.ticketState === 'initial' || state.ticketState === 'error')
            expect(state.processingBets).toEqual([])
          if (!state.inProgress) expect(state.ticketState).not.toBe('processing')
        }
      }),
    )
  })
})
