import { JACKPOT_HITS_KEY } from '@/lib/jackpot-hits'

/** Query keys of the jackpots feature; the player's own hits are under `JACKPOT_HITS_KEY`. */
export const jackpotKeys = {
  all: (locale: string) => ['jackpots', locale] as const,
  one: (locale: string, id: string) => ['jackpots', locale, id] as const,
  hits: (locale: string, jackpotId: string) => ['jackpot-hits', 'all', locale, jackpotId] as const,
  unseen: (locale: string, playerId: string | undefined) =>
    [...JACKPOT_HITS_KEY, 'unseen', locale, playerId] as const,
}

/** Spec §9: the jackpot is asked again every 15 s, hits every 60 s. */
export const JACKPOT_POLL_MS = 15_000
export const JACKPOT_HITS_POLL_MS = 60_000

/** Spec §8: a jackpot call's failure is reported unless it is a 400, 404 or 500. */
export const UNREPORTED_JACKPOT_FAILURES = { unreportedStatuses: [400, 404, 500] } as const
