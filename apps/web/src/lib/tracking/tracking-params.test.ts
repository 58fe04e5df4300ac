import { describe, expect, it } from 'vitest'
import { readCookie, serializeCookie } from '../cookies'
import { DEVICE_ID_COOKIE_OPTIONS, trackingFromUrl } from './tracking-params'

describe('tracking tags (spec §2.3, §9)', () => {
  it('reads ctag, btag, stag, qtag and gclid and removes them from the address', () => {
    const capture = trackingFromUrl(
      'https://book.example/sports/live?stag=aff_1&time=today&gclid=G1&btag=b&ctag=c&qtag=q#x',
    )
    expect(capture?.cleanedUrl).toBe('/sports/live?time=today#x')
    expect(capture?.cookies.map((c) => [c.name, c.value])).toEqual([
      ['ctag', 'c'],
      ['btag', 'b'],
      ['stag', 'aff_1'],
      ['qtag', 'q'],
      ['gclid', 'G1'],
    ])
  })

  it('keeps stag 30 days, Secure, SameSite=None', () => {
    const stag = trackingFromUrl('https://book.example/sports?stag=s')?.cookies[0]
    expect(stag && serializeCookie(stag.name, stag.value, stag.options)).toBe(
      'stag=s; Path=/; Max-Age=2592000; SameSite=None; Secure',
    )
  })

  it('answers undefined when the address has no tag', () => {
    expect(trackingFromUrl('https://book.example/sports?time=today')).toBeUndefined()
  })

  it('keeps the device id 7,300 days', () => {
    expect(serializeCookie('device_id', 'd-1', DEVICE_ID_COOKIE_OPTIONS)).toBe(
      'device_id=d-1; Path=/; Max-Age=630720000; SameSite=Lax',
    )
  })

  it('reads one cookie of many', () => {
    expect(readCookie('a=1; cookie_consent=1; b=x%20y', 'b')).toBe('x y')
    expect(readCookie('a=1', 'cookie_consent')).toBeUndefined()
  })
})
