import { describe, expect, it } from 'vitest'
import {
  canDeposit,
  canSignInOrUp,
  usesQuickDeposit,
  isOutsideUserGroup,
  isParentMessageAllowed,
  isPushConfigValid,
  needsPhoneVerification,
  shareCodeToUse,
  shouldRestoreBets,
  shouldSwitchCurrency,
} from './access'
import {
  applyBalanceChanged,
  applyBetChanged,
  applyCashoutChanged,
  shouldApplyMatchUpdate,
  testProviderOverrides,
  type ListedBet,
} from './realtime-effects'

const standalone = { embedded: false, hasIframeListeners: false }
const embeddedBare = { embedded: true, hasIframeListeners: false }
const embeddedListening = { embedded: true, hasIframeListeners: true }

describe('access rules (spec §5.4)', () => {
  it('refuses sign-in and sign-up in blocked countries and embedded without listeners', () => {
    expect(canSignInOrUp('DE', ['us', 'fr'], standalone)).toBe(true)
    expect(canSignInOrUp('US', ['us', 'fr'], standalone)).toBe(false)
    expect(canSignInOrUp(undefined, ['US'], standalone)).toBe(true)
    expect(canSignInOrUp('DE', [], embeddedBare)).toBe(false)
    expect(canSignInOrUp('DE', [], embeddedListening)).toBe(true)
    expect(canDeposit(embeddedBare)).toBe(false)
    expect(canDeposit(standalone)).toBe(true)
  })

  it('prompts phone verification only when required and unverified', () => {
    expect(needsPhoneVerification(true, false)).toBe(true)
    expect(needsPhoneVerification(true, true)).toBe(false)
    expect(needsPhoneVerification(false, false)).toBe(false)
  })

  it('accepts parent messages from whitelisted origins; the wildcard only for session and token', () => {
    const types = ['session_init', 'auth_token', 'open_deposit']
    expect(
      isParentMessageAllowed(
        'https://casino.example',
        'open_deposit',
        ['https://casino.example'],
        types,
      ),
    ).toBe(true)
    expect(
      isParentMessageAllowed(
        'https://evil.example',
        'open_deposit',
        ['https://casino.example'],
        types,
      ),
    ).toBe(false)
    expect(isParentMessageAllowed('https://evil.example', 'open_deposit', ['*'], types)).toBe(false)
    expect(isParentMessageAllowed('https://any.example', 'auth_token', ['*'], types)).toBe(true)
    expect(
      isParentMessageAllowed(
        'https://casino.example',
        'unknown',
        ['https://casino.example'],
        types,
      ),
    ).toBe(false)
  })

  it('needs a push endpoint and a known transport', () => {
    expect(
      isPushConfigValid({ endpoint: 'wss://x/connection/websocket', transport: 'websocket' }),
    ).toBe(true)
    expect(isPushConfigValid({ endpoint: '', transport: 'websocket' })).toBe(false)
    expect(isPushConfigValid({ endpoint: 'x', transport: 'carrier-pigeon' })).toBe(false)
    expect(isPushConfigValid({ endpoint: 'x' })).toBe(false)
  })

  it('switches currency only to another account the player holds (spec §4.17)', () => {
    expect(shouldSwitchCurrency('EUR', 'EUR', ['EUR', 'USD'])).toBe(false)
    expect(shouldSwitchCurrency('EUR', 'BTC', ['EUR', 'USD'])).toBe(false)
    expect(shouldSwitchCurrency('EUR', 'USD', ['EUR', 'USD'])).toBe(true)
  })

  it('uses share codes and restores bets only when there is something', () => {
    expect(shareCodeToUse(true, 'abc')).toBe('abc')
    expect(shareCodeToUse(false, 'abc')).toBeUndefined()
    expect(shareCodeToUse(true, '')).toBeUndefined()
    expect(shouldRestoreBets([])).toBe(false)
    expect(shouldRestoreBets(null)).toBe(false)
    expect(shouldRestoreBets([{}])).toBe(true)
  })
})

describe('realtime effects (spec §4.6)', () => {
  const bets: ListedBet[] = [
    { id: '1', status: 'submitted', selections: ['detail'], cashoutSubunits: null },
    { id: '2', status: 'waiting_results', selections: ['x'], cashoutSubunits: 500 },
  ]

  it('removes a rejected VIP bet and replaces others keeping selection details', () => {
    expect(
      applyBetChanged(bets, { id: '1', status: 'rejected', selections: [], isVip: true }).map(
        (b) => b.id,
      ),
    ).toEqual(['2'])
    const accepted = applyBetChanged(bets, {
      id: '1',
      status: 'waiting_results',
      selections: [],
      cashoutSubunits: null,
    })
    expect(accepted[0]).toEqual({
      id: '1',
      status: 'waiting_results',
      selections: ['detail'],
      cashoutSubunits: null,
    })
    expect(
      applyBetChanged(bets, {
        id: '2',
        status: 'done',
        selections: ['new'],
        cashoutSubunits: null,
      })[1]?.selections,
    ).toEqual(['new'])
  })

  it('sets the cashout value and replaces the balance of the matching currency', () => {
    expect(applyCashoutChanged(bets, '2', 620)[1]?.cashoutSubunits).toBe(620)
    const accounts = [
      { currency: 'EUR', balanceSubunits: 100 },
      { currency: 'USD', balanceSubunits: 5 },
    ]
    expect(applyBalanceChanged(accounts, { currency: 'USD', balanceSubunits: 900 })).toEqual([
      { currency: 'EUR', balanceSubunits: 100 },
      { currency: 'USD', balanceSubunits: 900 },
    ])
  })

  it('ignores match updates when a test provider overrides the sport type', () => {
    expect(shouldApplyMatchUpdate('betradar', 'regular', {})).toBe(true)
    expect(shouldApplyMatchUpdate('betradar', 'regular', { regular: 'betconstruct' })).toBe(false)
    expect(shouldApplyMatchUpdate('betconstruct', 'regular', { regular: 'betconstruct' })).toBe(
      true,
    )
  })

  it('reads the test-provider cookie’s type:provider pairs and skips anything else', () => {
    expect(testProviderOverrides(undefined)).toEqual({})
    expect(testProviderOverrides('cyber:betconstruct')).toEqual({ cyber: 'betconstruct' })
    expect(testProviderOverrides('cyber:oddin, regular:betconstruct')).toEqual({
      cyber: 'oddin',
      regular: 'betconstruct',
    })
    expect(testProviderOverrides('cyber;oddin,:x,regular:,<b>:y')).toEqual({})
  })
})

describe('user-group checker', () => {
  it('sends away only a signed-in player outside the configured group', () => {
    expect(isOutsideUserGroup('vip', ['bronze'])).toBe(true)
    expect(isOutsideUserGroup('vip', ['bronze', 'vip'])).toBe(false)
    expect(isOutsideUserGroup('vip', undefined)).toBe(false)
    expect(isOutsideUserGroup(undefined, ['bronze'])).toBe(false)
  })
})

describe('quick deposit and its test variant (spec §6.4)', () => {
  it('is for everyone with its flag, for the test group only with the test variant', () => {
    const none = { quickDeposit: false, testVariant: false }
    const test = { quickDeposit: false, testVariant: true }
    expect(usesQuickDeposit({ quickDeposit: true, testVariant: false }, undefined, [])).toBe(true)
    expect(usesQuickDeposit(none, 'qa', ['qa'])).toBe(false)
    expect(usesQuickDeposit(test, 'qa', ['bronze', 'qa'])).toBe(true)
    expect(usesQuickDeposit(test, 'qa', ['bronze'])).toBe(false)
    expect(usesQuickDeposit(test, undefined, ['qa'])).toBe(false)
  })
})
