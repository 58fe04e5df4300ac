import 'server-only'
import type { Jackpot } from '@sportsbook/contracts'
import { serverApiClient } from '@/lib/api-client'

/** The running jackpots for the first paint (GET /jackpots); undefined when the api fails. */
export async function readJackpots(locale: string): Promise<Jackpot[] | undefined> {
  return serverApiClient(locale)
    .jackpots()
    .then((answer) => answer.data)
    .catch(() => undefined)
}

/** One jackpot for the first paint (GET /jackpots/{id}); an unknown id throws the api's 404. */
export async function readJackpot(locale: string, id: string): Promise<Jackpot> {
  return (await serverApiClient(locale).jackpot(id)).data
}
