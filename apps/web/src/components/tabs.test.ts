import { describe, expect, it } from 'vitest'
import { tabAfterKey } from './tabs'

describe('tabAfterKey', () => {
  it('moves along with the arrow keys and wraps at both ends', () => {
    expect(tabAfterKey(3, 0, 'ArrowRight', false)).toBe(1)
    expect(tabAfterKey(3, 2, 'ArrowRight', false)).toBe(0)
    expect(tabAfterKey(3, 0, 'ArrowLeft', false)).toBe(2)
    expect(tabAfterKey(3, 2, 'ArrowLeft', false)).toBe(1)
  })

  it('mirrors the arrow keys right to left', () => {
    expect(tabAfterKey(3, 0, 'ArrowLeft', true)).toBe(1)
    expect(tabAfterKey(3, 0, 'ArrowRight', true)).toBe(2)
  })

  it('goes to the first and last tab with Home and End', () => {
    expect(tabAfterKey(4, 2, 'Home', false)).toBe(0)
    expect(tabAfterKey(4, 1, 'End', true)).toBe(3)
  })

  it('leaves every other key, and an empty list, alone', () => {
    expect(tabAfterKey(3, 1, 'ArrowDown', false)).toBeUndefined()
    expect(tabAfterKey(3, 1, 'Enter', false)).toBeUndefined()
    expect(tabAfterKey(0, 0, 'End', false)).toBeUndefined()
  })
})
