import { bonusResponseSchema, type Bonus } from '@sportsbook/contracts'
import { expect } from 'vitest'
import type { ApiInstance } from '../app'
import type { SignedIn } from './players'

/** Redeems a promo code for the player: the bonus it issued. */
export async function redeemedBonus(app: ApiInstance, player: SignedIn, code: string) {
  const issued = await app.inject({
    method: 'POST',
    url: '/api/v2/bonuses/promo-code',
    payload: { code },
    ...player,
  })
  expect(issued.statusCode, issued.body).toBe(200)
  return bonusResponseSchema.parse(issued.json()).data
}

/** Redeems a promo code and activates (joins) the bonus it issued: the bonus as activated. */
export async function joinedBonus(
  app: ApiInstance,
  player: SignedIn,
  code: string,
): Promise<Bonus> {
  const { id } = await redeemedBonus(app, player, code)
  const activated = await app.inject({
    method: 'POST',
    url: `/api/v2/bonuses/${id}/activate`,
    ...player,
  })
  expect(activated.statusCode, activated.body).toBe(200)
  return bonusResponseSchema.parse(activated.json()).data
}
