import type { ListedBetResponse } from '@sportsbook/contracts'

/** A bet of my bets, with its cash-out value as the domain's realtime rules name it. */
export type MyBet = ListedBetResponse & { readonly cashoutSubunits: number | null }

/** Every list of my bets starts with this key; a placement or a push update refreshes them. */
export const MY_BETS_KEY = ['bets'] as const
