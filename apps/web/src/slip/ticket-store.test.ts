import { newSelection, slipRulesFor } from '@sportsbook/domain'
import { describe, expect, it } from 'vitest'
import { createLiveStore } from '@/live/live-store'
import { liveQuotes } from './live-quotes'
import { readSlip } from './slip-storage'
import { createTicketState } from './slip-state'
import { SLIP_STORAGE_KEY, createTicketStore } from './ticket-store'

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      items.set(key, value)
    },
    removeItem: (key: string) => {
      items.delete(key)
    },
  }
}

const pick = (matchId: string, odds = 2000, outcomeId = '1') =>
  newSelection({
    provider: 'betradar',
    matchId,
    marketId: '1',
    specifier: '',
    outcomeId,
    oddsMillis: odds,
    matchStatus: 0,
    labels: { marketName: '1X2', outcomeName: `Home ${matchId}` },
  })

describe('the ticket store', () => {
  it("changes the state a page's first paint reads, under the rules that state holds at the time", () => {
    const state = createTicketState()
    const ticket = createTicketStore(memoryStorage(), undefined, state)
    ticket.toggle(pick('m1'))
    expect(state.getState().ticket.slip.selections.map((s) => s.id)).toEqual(['m1/1//1'])
    // Set after the store was made, as the page's providers do (setSlipRules).
    const noMultiSingle = slipRulesFor([])
    state.setState({ rules: noMultiSingle })
    expect(ticket.rules).toBe(noMultiSingle)
    ticket.toggle(pick('m2'))
    const withRulesOfState = state.getState().ticket.slip.bets.map((bet) => bet.type)
    const other = createTicketStore(memoryStorage())
    other.toggle(pick('m1'))
    other.toggle(pick('m2'))
    expect(withRulesOfState).not.toEqual(
      other.store.getState().ticket.slip.bets.map((bet) => bet.type),
    )
  })

  it('toggles a selection in and out, saving the slip under "bets" and removing it when empty', () => {
    const storage = memoryStorage()
    const ticket = createTicketStore(storage)
    expect(ticket.toggle(pick('m1'))).toBeUndefined()
    expect(ticket.store.getState().ticket.slip.bets).toHaveLength(1)
    expect(readSlip(storage)?.selections.map((s) => s.id)).toEqual(['m1/1//1'])
    ticket.toggle(pick('m1'))
    expect(ticket.store.getState().ticket.slip.selections).toEqual([])
    expect(storage.items.has(SLIP_STORAGE_KEY)).toBe(false)
  })

  it('restores a saved slip in a new page, and nothing from an empty or broken entry', () => {
    const storage = memoryStorage()
    createTicketStore(storage).toggle(pick('m1'))
    const reloaded = createTicketStore(storage)
    reloaded.restore(readSlip(storage))
    expect(reloaded.store.getState().ticket.slip.selections).toHaveLength(1)

    storage.setItem(SLIP_STORAGE_KEY, '{"selections":[],"bets":[],"currency":"EUR"}')
    expect(readSlip(storage)).toBeUndefined()
    storage.setItem(SLIP_STORAGE_KEY, '{not json')
    expect(readSlip(storage)).toBeUndefined()
    storage.setItem(SLIP_STORAGE_KEY, '{"selections":[{"id":1}],"bets":[{}],"currency":"EUR"}')
    expect(readSlip(storage)).toBeUndefined()
  })

  it('a new acceptance mode judges the changes already flagged', () => {
    const ticket = createTicketStore(memoryStorage())
    ticket.toggle(pick('m1'))
    const { slip } = ticket.store.getState().ticket
    const moved = {
      ...slip,
      selections: slip.selections.map((s) => ({ ...s, oddsMillis: 2100, isChanged: true })),
    }
    ticket.dispatch({ type: 'marketsUpdated', slip: moved })
    ticket.setAcceptMode('none')
    expect(ticket.store.getState().ticket.slip.selections[0]?.isChanged).toBe(true)
    ticket.setAcceptMode('higher')
    expect(ticket.store.getState().ticket.slip.selections[0]).toMatchObject({
      acceptedOddsMillis: 2100,
      isChanged: false,
    })
  })

  it('saves on its schedule: changes before a save are saved once, as the last left the slip', () => {
    const storage = memoryStorage()
    const writes: string[] = []
    const scheduled: (() => void)[] = []
    const ticket = createTicketStore(
      {
        setItem: (key, value) => {
          writes.push(value)
          storage.setItem(key, value)
        },
        removeItem: storage.removeItem,
      },
      (save) => scheduled.push(save),
    )
    ticket.toggle(pick('m1'))
    ticket.toggle(pick('m2'))
    ticket.toggle(pick('m3'))
    expect(writes).toEqual([])
    expect(scheduled).toHaveLength(1)
    scheduled[0]?.()
    expect(writes).toHaveLength(1)
    expect(readSlip(storage)?.selections.map((s) => s.matchId)).toEqual(['m1', 'm2', 'm3'])

    // A page going away saves what its schedule had not saved yet, and only that.
    ticket.toggle(pick('m2'))
    ticket.saveNow()
    expect(readSlip(storage)?.selections.map((s) => s.matchId)).toEqual(['m1', 'm3'])
    scheduled[1]?.()
    expect(writes).toHaveLength(2)
  })

  it('refuses the 41st selection and says why', () => {
    const ticket = createTicketStore(memoryStorage())
    for (let i = 0; i < 40; i += 1) expect(ticket.toggle(pick(`m${String(i)}`))).toBeUndefined()
    expect(ticket.toggle(pick('m40'))).toEqual({ code: 'selectionLimit', max: 40 })
    expect(ticket.store.getState().ticket.slip.selections).toHaveLength(40)
  })
})

describe('live quotes for the slip', () => {
  it('reads each selection from the live store by its id, leaving unknown outcomes out', () => {
    const live = createLiveStore(() => 0)
    live.seedMarkets('m1', [
      { id: '1', status: -1, specifier: '', outcomes: [{ id: '1', active: true, odds: 2.4 }] },
    ])
    const ticket = createTicketStore(memoryStorage())
    ticket.toggle(pick('m1'))
    ticket.toggle(pick('m2'))
    const quotes = liveQuotes(ticket.store.getState().ticket.slip, live)
    expect([...quotes]).toEqual([['m1/1//1', { oddsMillis: 2400, bettable: false, gone: false }]])
  })
})
