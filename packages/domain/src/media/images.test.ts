import { describe, expect, it } from 'vitest'
import { IMAGE_WIDTHS, imageFormatFor, imageQuality, imageWidthFor } from './images'

describe('images (spec §9.5 qualities)', () => {
  it('encodes avif at 65, webp at 70 and jpeg at the base 80', () => {
    expect(imageQuality('avif')).toBe(65)
    expect(imageQuality('webp')).toBe(70)
    expect(imageQuality('jpeg')).toBe(80)
  })

  it('picks the best format the browser accepts', () => {
    expect(imageFormatFor('image/avif,image/webp,image/apng,*/*;q=0.8')).toBe('avif')
    expect(imageFormatFor('image/webp,*/*')).toBe('webp')
    expect(imageFormatFor('*/*')).toBe('jpeg')
    expect(imageFormatFor('')).toBe('jpeg')
  })

  it('rounds a width up to a listed one, capped at the largest', () => {
    expect(imageWidthFor(1)).toBe(16)
    expect(imageWidthFor(48)).toBe(48)
    expect(imageWidthFor(49)).toBe(64)
    expect(imageWidthFor(5000)).toBe(IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1])
  })
})
