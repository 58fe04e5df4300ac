import { ApiRequestError } from '@sportsbook/contracts'
import { describe, expect, it } from 'vitest'
import { tokenWithRetries } from './push-token'

class Unauthorized extends Error {}
const failure = (status: number) =>
  new ApiRequestError(status, undefined, '/api/v2/websocket/authorize', {
    method: 'POST',
    body: null,
  })

describe('push token retries (spec §9.2)', () => {
  it('tries a failed token again after 5 to 10 s until it comes', async () => {
    const waits: number[] = []
    let calls = 0
    const token = await tokenWithRetries(
      () => {
        calls += 1
        return calls < 3 ? Promise.reject(failure(503)) : Promise.resolve('t')
      },
      {
        unauthorized: () => new Unauthorized(),
        wait: (ms) => {
          waits.push(ms)
          return Promise.resolve()
        },
        random: () => 0.5,
      },
    )
    expect(token).toBe('t')
    expect(waits).toEqual([7_500, 7_500])
  })

  it('ends at once on a 401, and gives up after a few tries otherwise', async () => {
    const options = { unauthorized: () => new Unauthorized(), wait: () => Promise.resolve() }
    await expect(tokenWithRetries(() => Promise.reject(failure(401)), options)).rejects.toThrow(
      Unauthorized,
    )
    let calls = 0
    const down = () => {
      calls += 1
      return Promise.reject(failure(502))
    }
    await expect(tokenWithRetries(down, options)).rejects.toThrow(ApiRequestError)
    expect(calls).toBe(4)
  })
})
