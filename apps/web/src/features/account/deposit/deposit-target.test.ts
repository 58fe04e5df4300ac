import { describe, expect, it } from 'vitest'
import { externalDepositUrl, isPaymentResult } from './deposit-target'

const where = {
  host: 'book.example',
  origin: 'https://book.example',
  currency: 'EUR',
  returnUrl: 'https://book.example/sports/live',
}
const config = {
  walletUrl: '/platform/wallet/deposit',
  customUrls: {},
  requiredFields: [],
  quick: { everyone: false, testGroup: undefined },
}

describe('where a deposit goes (spec §2.6 deposit modes)', () => {
  it('takes iframe deposits in the dialog', () => {
    expect(externalDepositUrl({ ...config, mode: 'iframe' }, where)).toBeUndefined()
  })

  it('sends wallet deposits to the wallet page with a query string', () => {
    expect(externalDepositUrl({ ...config, mode: 'wallet' }, where)).toBe(
      'https://book.example/platform/wallet/deposit?currency=EUR&return_url=https%3A%2F%2Fbook.example%2Fsports%2Flive',
    )
  })

  it("sends custom deposits to this mirror's cashier, else the fallback", () => {
    const customUrls = { 'book.example': 'https://pay.one/cashier', '*': 'https://pay.any/' }
    expect(externalDepositUrl({ ...config, mode: 'custom', customUrls }, where)).toMatch(
      /^https:\/\/pay\.one\/cashier\?currency=EUR&return_url=/,
    )
    expect(
      externalDepositUrl(
        { ...config, mode: 'custom', customUrls },
        { ...where, host: 'mirror.example' },
      ),
    ).toMatch(/^https:\/\/pay\.any\/\?currency=EUR/)
    expect(externalDepositUrl({ ...config, mode: 'custom' }, where)).toBeUndefined()
  })

  it('knows the payment results', () => {
    expect(['success', 'error', 'pending', 'failed', null].map(isPaymentResult)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ])
  })
})
