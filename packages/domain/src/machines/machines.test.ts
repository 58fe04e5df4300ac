import { describe, expect, it } from 'vitest'
import { authReducer, displayName, isLoggedInProfile } from './auth'
import {
  INITIAL_BET_SLIP_PANEL,
  betSlipPanelReducer,
  type BetSlipPanelState,
} from './bet-slip-panel'
import { quickBetBlock, quickBetReducer, type QuickBetEvent } from './quick-bet'
import { initialQuickBet, type QuickBetState } from './quick-bet-state'

describe('quick bet (spec §4.5)', () => {
  const run = (...events: QuickBetEvent[]): QuickBetState =>
    events.reduce(quickBetReducer, initialQuickBet('EUR'))
  const approved = run(
    { type: 'toggled' },
    { type: 'stakeChanged', stakeSubunits: 500 },
    { type: 'approved' },
  )

  it('toggling flips it and clears approval', () => {
    expect(approved).toMatchObject({ isEnabled: true, isApproved: true })
    expect(quickBetReducer(approved, { type: 'toggled' })).toMatchObject({
      isEnabled: false,
      isApproved: false,
    })
  })

  it('clears approval on a stake or currency change; approval needs a stake above 0', () => {
    expect(quickBetReducer(approved, { type: 'stakeChanged', stakeSubunits: 600 }).isApproved).toBe(
      false,
    )
    expect(quickBetReducer(approved, { type: 'currencyChanged', currency: 'USD' }).isApproved).toBe(
      false,
    )
    expect(run({ type: 'toggled' }, { type: 'approved' }).isApproved).toBe(false)
  })

  it('places only when approved, without a warning and not while processing', () => {
    expect(quickBetReducer(approved, { type: 'placeRequested', hasWarning: true }).state).toBe(
      'idle',
    )
    const processing = quickBetReducer(approved, { type: 'placeRequested', hasWarning: false })
    expect(processing.state).toBe('processing')
    expect(quickBetReducer(processing, { type: 'placeRequested', hasWarning: false })).toBe(
      processing,
    )
    expect(run({ type: 'toggled' }, { type: 'placeRequested', hasWarning: false }).state).toBe(
      'idle',
    )
    expect(quickBetReducer(processing, { type: 'placeSucceeded' }).state).toBe('success')
    expect(quickBetReducer(processing, { type: 'placeFailed', errorKey: 'e' })).toMatchObject({
      state: 'error',
      error: 'e',
    })
  })

  it('switches off as soon as the typed stake is above the balance', () => {
    const typed = (stakeSubunits: number) =>
      quickBetReducer(approved, { type: 'stakeChanged', stakeSubunits, availableSubunits: 1_000 })
    expect(typed(1_000).isEnabled).toBe(true)
    expect(typed(1_001)).toMatchObject({
      isEnabled: false,
      isApproved: false,
      stakeSubunits: 1_001,
    })
  })

  it('switches off when the balance is below the stake or zero', () => {
    expect(
      quickBetReducer(approved, { type: 'balanceChanged', availableSubunits: 499 }).isEnabled,
    ).toBe(false)
    expect(
      quickBetReducer(approved, { type: 'balanceChanged', availableSubunits: 0 }).isEnabled,
    ).toBe(false)
    expect(quickBetReducer(approved, { type: 'balanceChanged', availableSubunits: 500 })).toBe(
      approved,
    )
  })

  it('blocks pve players and bets without profit (spec §8.6)', () => {
    expect(quickBetBlock({ isPvePlayer: true, stakeSubunits: 1, potentialWinSubunits: 5 })).toBe(
      'error.platform.pve_player_bet_forbidden',
    )
    expect(quickBetBlock({ isPvePlayer: false, stakeSubunits: 5, potentialWinSubunits: 5 })).toBe(
      'error.potential_win.equal_or_less',
    )
    expect(
      quickBetBlock({ isPvePlayer: false, stakeSubunits: 5, potentialWinSubunits: 6 }),
    ).toBeUndefined()
  })
})

describe('auth status (spec §4.1)', () => {
  it('goes unknown → pending → logged in or not', () => {
    const pending = authReducer('unknown', { type: 'settingsRequested' })
    expect(pending).toBe('pending')
    expect(authReducer('loggedIn', { type: 'settingsRequested' })).toBe('loggedIn')
    expect(authReducer(pending, { type: 'profileLoaded', profile: { email: 'a@b.c' } })).toBe(
      'loggedIn',
    )
    expect(
      authReducer(pending, { type: 'profileLoaded', profile: { auth_phone_number: '+1' } }),
    ).toBe('loggedIn')
    expect(authReducer(pending, { type: 'profileLoaded', profile: undefined })).toBe('notLoggedIn')
    expect(authReducer('loggedIn', { type: 'signedOut' })).toBe('notLoggedIn')
    expect(authReducer('loggedIn', { type: 'sessionExpired' })).toBe('notLoggedIn')
  })

  it('falls back from full name to nickname, e-mail, phone', () => {
    expect(displayName({ first_name: 'Ada', last_name: 'Lovelace', nickname: 'al' })).toBe(
      'Ada Lovelace',
    )
    expect(displayName({ nickname: 'al', email: 'a@b.c' })).toBe('al')
    expect(displayName({ email: 'a@b.c', auth_phone_number: '+1' })).toBe('a@b.c')
    expect(displayName({ auth_phone_number: '+1' })).toBe('+1')
    expect(isLoggedInProfile({ mobile_phone: '+1' })).toBe(false)
  })
})

describe('bet slip panel (spec §4.15)', () => {
  const open: BetSlipPanelState = { isOpen: true, tab: 'MY_BETS' }
  it('opens on the slip tab for the first selection and closes when the slip empties', () => {
    expect(
      betSlipPanelReducer(INITIAL_BET_SLIP_PANEL, {
        type: 'selectionCountChanged',
        from: 0,
        to: 1,
      }),
    ).toEqual({ isOpen: true, tab: 'BET_SLIP' })
    expect(
      betSlipPanelReducer(open, { type: 'selectionCountChanged', from: 2, to: 0 }).isOpen,
    ).toBe(false)
    expect(betSlipPanelReducer(open, { type: 'selectionCountChanged', from: 2, to: 3 })).toBe(open)
    expect(
      betSlipPanelReducer(open, { type: 'selectionCountChanged', from: 2, to: 0, placed: true }),
    ).toBe(open)
  })

  it('closes on route change, toggles, and shows the slip tab when my bets is hidden', () => {
    expect(betSlipPanelReducer(open, { type: 'routeChanged' }).isOpen).toBe(false)
    expect(betSlipPanelReducer(open, { type: 'toggled' }).isOpen).toBe(false)
    expect(betSlipPanelReducer(INITIAL_BET_SLIP_PANEL, { type: 'opened' }).isOpen).toBe(true)
    expect(betSlipPanelReducer(open, { type: 'closed' }).isOpen).toBe(false)
    expect(betSlipPanelReducer(open, { type: 'myBetsVisibilityChanged', visible: false }).tab).toBe(
      'BET_SLIP',
    )
    expect(betSlipPanelReducer(open, { type: 'myBetsVisibilityChanged', visible: true })).toBe(open)
    expect(
      betSlipPanelReducer(INITIAL_BET_SLIP_PANEL, { type: 'tabSelected', tab: 'MY_BETS' }).tab,
    ).toBe('MY_BETS')
  })
})
