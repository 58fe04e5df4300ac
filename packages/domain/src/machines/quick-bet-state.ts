// Quick bet's state and its start, apart from its machine (quick-bet.ts): what a page reads
// before the slip's rules load (the web's slip-state; decision 172).

export type QuickBetState = {
  readonly isEnabled: boolean
  readonly state: 'idle' | 'processing' | 'success' | 'error'
  readonly stakeSubunits: number
  readonly currency: string
  readonly isApproved: boolean
  readonly error?: string
}

export function initialQuickBet(currency: string): QuickBetState {
  return { isEnabled: false, state: 'idle', stakeSubunits: 0, currency, isApproved: false }
}
