import { describe, expect, it } from 'vitest'
import { totalFromPage } from './paging'

describe('totalFromPage', () => {
  it('tells the total from a page shorter than its limit', () => {
    expect(totalFromPage(17, 1, 500)).toBe(17)
    expect(totalFromPage(3, 4, 10)).toBe(33)
    expect(totalFromPage(0, 1, 10)).toBe(0)
  })

  it('cannot tell from a full page or an empty page past the first', () => {
    expect(totalFromPage(10, 1, 10)).toBeUndefined()
    expect(totalFromPage(0, 3, 10)).toBeUndefined()
  })
})
