import { describe, expect, it } from 'vitest'
import { footerSectionsFor, headerMoreFor, mainNavFor } from './nav-items'

describe('the main sections', () => {
  it('show a product only when the operator turned it on', () => {
    const paths = (products: Parameters<typeof mainNavFor>[0]) =>
      mainNavFor(products, []).map((item) => item.path)
    expect(paths([])).not.toContain('/racing')
    expect(paths([])).toContain('/live')
    expect(paths(['racing', 'premium-cricket'])).toEqual(
      expect.arrayContaining(['/racing', '/premium-cricket']),
    )
    expect(paths(['racing'])).not.toContain('/lotteries')
  })

  it('show the jackpots only with their flag', () => {
    const paths = (flags: Parameters<typeof mainNavFor>[1]) =>
      mainNavFor([], flags).map((item) => item.path)
    expect(paths([])).not.toContain('/jackpots')
    expect(paths(['rtl'])).not.toContain('/jackpots')
    expect(paths(['jackpots'])).toContain('/jackpots')
  })

  it('link from the footer the sections on that the desktop header has no room for', () => {
    const paths = footerSectionsFor(['racing'], ['jackpots']).map((item) => item.path)
    expect(paths).toEqual(['/jackpots', '/racing'])
    expect(footerSectionsFor([], [])).toEqual([])
  })

  it('put every section on that the desktop header has no room for in its More menu', () => {
    expect(headerMoreFor(['racing'], ['jackpots']).map((item) => item.path)).toEqual([
      '/promotions',
      '/jackpots',
      '/racing',
    ])
    expect(headerMoreFor([], []).map((item) => item.path)).toEqual(['/promotions'])
  })
})
