import { LOCALES, PLACEMENT_ERROR_CODE } from '@sportsbook/domain'
import { playerMessage } from '@sportsbook/words'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type ApiInstance } from '../app'
import { ensureCatalogue } from '../catalogue/seed'
import { openSelections } from '../testing/bets'
import { fundedPlayer } from '../testing/players'
import { openTestDatabase, type TestDatabase } from '../testing/test-database'

// Issue 22: what the api writes for a player follows Accept-Language.

describe('messages for players in their language', () => {
  let database: TestDatabase
  let app: ApiInstance
  beforeAll(async () => {
    database = await openTestDatabase('sqlite')
    await ensureCatalogue(database.db, { seed: 3, now: new Date().toISOString() })
    app = buildApp({
      db: database.db,
      players: { authAttemptsPerMinute: 10_000 },
      bets: { placementsPerMinute: 10_000 },
    })
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  it.each([
    ['de', 'Nicht genug Guthaben auf dem Konto'],
    ['ru', 'Недостаточно средств на счёте'],
    ['en', 'Not enough money in the account'],
  ])('a refused bet says why in %s', async (language, text) => {
    const player = await fundedPlayer(app, 0)
    const [selection] = await openSelections(database.db, 1)
    const response = await app.inject({
      method: 'POST',
      url: '/api/v3/bets',
      cookies: player.cookies,
      headers: { ...player.headers, 'accept-language': `${language};q=0.9, fr;q=0.8` },
      payload: { bets: [{ stake: { subunits: 100, currency: 'EUR' }, selections: [selection] }] },
    })
    expect(response.statusCode).toBe(422)
    const body = response.json<{
      code: number
      error: { message: string }
      data: { errors_by_bet: { localized_message: string }[] }
    }>()
    expect(body.code).toBe(PLACEMENT_ERROR_CODE.insufficientBalance)
    expect(body.data.errors_by_bet[0]?.localized_message).toBe(text)
    expect(body.error.message).toBe(text)
  })

  it.each([
    ['de-AT,de;q=0.9', 'Falsches Passwort', 'Melden Sie sich zuerst an'],
    ['es', 'Contraseña incorrecta', 'Inicia sesión primero'],
  ])('field errors and refusals follow %s', async (language, wrongPassword, signInFirst) => {
    const player = await fundedPlayer(app, 0)
    const changed = await app.inject({
      method: 'PUT',
      url: '/platform/player/password',
      cookies: player.cookies,
      headers: { ...player.headers, 'accept-language': language },
      payload: { current_password: 'not my password', password: 'a new pass phrase 42' },
    })
    expect(changed.statusCode).toBe(400)
    expect(changed.json<{ error: { details: unknown[] } }>().error.details).toEqual([
      { field: 'body.current_password', message: wrongPassword, code: 'wrong_password' },
    ])
    const anonymous = await app.inject({
      url: '/api/v3/bets',
      headers: { 'accept-language': language },
    })
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.json<{ error: { message: string } }>().error.message).toBe(signInFirst)
  })

  it('has every message in every locale, each its own text where the language differs', () => {
    for (const locale of LOCALES) {
      const text = playerMessage(locale, 'invalidCredentials')
      expect(text.length).toBeGreaterThan(10)
      if (locale !== 'en') expect(text).not.toBe(playerMessage('en', 'invalidCredentials'))
    }
    expect(playerMessage('de', 'excludedUntil', { until: '2026-12-01' })).toContain('2026-12-01')
    expect(playerMessage('xx', 'wrongCode')).toBe('Wrong code')
  })
})
