import { ApiRequestError } from '@sportsbook/contracts'
import { tokenRetryDelay } from '@sportsbook/domain'

/** Tries before a failed token is left to the client's own, slower retry. */
const TOKEN_TRIES = 4

/**
 * A push token from `fetchToken`, tried again after 5 to 10 s when it fails (spec §9.2's token
 * refresh retry; the centrifuge client waits 10 to 20 s for a subscription's). A 401 is not
 * tried again: the session is over, and `unauthorized` makes the error the client ends on.
 */
export async function tokenWithRetries(
  fetchToken: () => Promise<string>,
  {
    unauthorized,
    wait = (ms) =>
      new Promise((resolve) => {
        setTimeout(resolve, ms)
      }),
    random = Math.random,
  }: {
    readonly unauthorized: () => Error
    readonly wait?: (ms: number) => Promise<void>
    readonly random?: () => number
  },
): Promise<string> {
  for (let tried = 1; ; tried += 1) {
    try {
      return await fetchToken()
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401) throw unauthorized()
      if (tried >= TOKEN_TRIES) throw error
      await wait(tokenRetryDelay(random()))
    }
  }
}
