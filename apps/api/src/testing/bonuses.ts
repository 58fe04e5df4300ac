import { bonusResponseSchema, type Bonus } from '@sportsbook/contracts'
import { expect } from 'vitest'
import type { ApiInstance } from '../app'
import type { CampaignDefinition } from '../bonuses/campaign-file'
import { issueBonus, playerForBonus } from '../bonuses/issue'
import { writeTransaction } from '../db/write-transactions'
import type { SignedIn } from './players'

/** Issues a campaign's bonus to the player as the operator would; activates it if asked. */
export async function givenBonus(
  app: ApiInstance,
  player: SignedIn,
  campaign: CampaignDefinition,
  activate = true,
): Promise<string> {
  const issued = await writeTransaction(app.db, async (trx) => {
    const found = await playerForBonus(trx, player.id)
    if (!found) throw new Error('no player')
    return issueBonus(trx, campaign, found, { source: 'operator', issueKey: crypto.randomUUID() })
  })
  if (typeof issued === 'string') throw new Error(`not issued: ${issued}`)
  if (activate) {
    const on = await app.inject({
      method: 'POST',
      url: `/api/v2/bonuses/${issued.id}/activate`,
      ...player,
    })
    expect(on.statusCode, on.body).toBe(200)
  }
  return issued.id
}

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
