import { describe, expect, it } from 'vitest'
import { noticeTexts } from './notice-texts'

describe('notice texts', () => {
  it('are written in the player’s language, with the bet and amount filled in', () => {
    expect(noticeTexts('bet_won', 'sv', { ref: 'AB12', amount: '10,00 kr', name: '' })).toEqual({
      title: 'Ditt spel vann',
      caption: 'Spel AB12',
      body: 'Det betalade 10,00 kr.',
    })
    expect(
      noticeTexts('bonus_issued', 'pt-BR', { ref: '', amount: '', name: 'Boas-vindas' }).caption,
    ).toBe('Boas-vindas')
  })

  it('fall back to English for a language the catalogue lacks', () => {
    expect(noticeTexts('deposit_failed', 'fi', { ref: '', amount: '€5.00', name: '' })).toEqual({
      title: 'Deposit failed',
      caption: '€5.00',
      body: 'Nothing was taken. Try again or choose another way to pay.',
    })
  })
})
