import { describe, expect, it } from 'vitest'
import { modalFromUrl } from './modal-ids'

const base = 'https://book.example/de/sports/live'

describe('dialogs opened from the URL (spec §2.3)', () => {
  it.each([
    ['sign-in', 'sign_in'],
    ['sign-up', 'sign_up'],
    ['confirmation', 'confirmation'],
    ['password-edit', 'edit_password'],
    ['forgot-password', 'forgot_password'],
    ['unlock', 'unlock'],
    ['deposit', 'deposit'],
    ['sign_in', 'sign_in'],
  ])('?modal=%s opens %s and the parameter is removed, the rest kept', (name, modal) => {
    expect(modalFromUrl(`${base}?time=today&modal=${name}#top`)).toEqual({
      modal,
      params: {},
      cleanedUrl: '/de/sports/live?time=today#top',
    })
  })

  it('opens from the hash and removes it', () => {
    expect(modalFromUrl(`${base}?x=1#sign-up`)).toEqual({
      modal: 'sign_up',
      params: {},
      cleanedUrl: '/de/sports/live?x=1',
    })
  })

  it('opens edit password with the reset_password_token, which is removed', () => {
    expect(modalFromUrl(`${base}?reset_password_token=abc123&x=1`)).toEqual({
      modal: 'edit_password',
      params: { reset_password_token: 'abc123' },
      cleanedUrl: '/de/sports/live?x=1',
    })
  })

  it('carries the confirmation and unlock tokens of e-mail links to their dialogs', () => {
    expect(modalFromUrl(`${base}?modal=confirmation&confirmation_token=c1`)).toEqual({
      modal: 'confirmation',
      params: { confirmation_token: 'c1' },
      cleanedUrl: '/de/sports/live',
    })
    expect(modalFromUrl(`${base}?modal=unlock&unlock_token=u1`)?.params).toEqual({
      unlock_token: 'u1',
    })
  })

  it('ignores unknown names and plain anchors', () => {
    expect(modalFromUrl(`${base}?modal=admin`)).toBeUndefined()
    expect(modalFromUrl(`${base}#betBuilder`)).toBeUndefined()
    expect(modalFromUrl(base)).toBeUndefined()
  })
})
