import { describe, expect, it } from 'vitest'
import { parseFeatureFlags } from './feature-flags'

describe('FEATURE_FLAGS', () => {
  it('takes the flags it knows and stops the start on one it does not, naming it', () => {
    expect(parseFeatureFlags(['rtl', 'delta-compression'])).toEqual(['rtl', 'delta-compression'])
    expect(parseFeatureFlags([])).toEqual([])
    expect(() => parseFeatureFlags(['rtl', 'iframe-preloaders'])).toThrow(
      /^FEATURE_FLAGS: unknown flag iframe-preloaders \(known: /,
    )
  })
})
