import 'server-only'
import type { Jackpot } from '@sportsbook/contracts'
import { serverRequest } from '@/lib/api-client'
import { jackpot, jackpots } from '@sportsbook/contracts/calls'

/** The running jackpots for the first paint (GET /jackpots); undefined when the api fails. */
export async function readJackpots(locale: string): Promise<Jackpot[] | undefined> {
  return jackpots(serverRequest(locale))
    .then((answer) => answer.data)
    .catch(() => undefined)
}

/** One jackpot for the first paint (GET /jackpots/{id}); an unknown id throws the api's 404. */
export async function readJackpot(locale: string, id: string): Promise<Jackpot> {
  return (await jackpot(serverRequest(locale), id)).data
}
