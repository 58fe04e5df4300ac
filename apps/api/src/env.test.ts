import { describe, expect, it } from 'vitest'
import { readEnv } from './env'
import { DEFAULT_PUBLIC_HISTORY_SIZE } from './push/publisher'

describe('readEnv', () => {
  it('gives every setting its default on an empty environment', () => {
    const env = readEnv({})
    expect(env.API_PORT).toBe(4000)
    expect(env.PUSH_HISTORY_SIZE).toBe(DEFAULT_PUBLIC_HISTORY_SIZE)
    expect(env.FEED_ENABLED).toBe(true)
    expect(env.BLOCKED_COUNTRIES).toEqual([])
    expect(env.REQUIRED_PROFILE_FIELDS).toEqual([])
  })

  it('reads numbers and lists', () => {
    const env = readEnv({ PUSH_HISTORY_SIZE: '30', BLOCKED_COUNTRIES: 'us, fr' })
    expect(env.PUSH_HISTORY_SIZE).toBe(30)
    expect(env.BLOCKED_COUNTRIES).toEqual(['US', 'FR'])
  })

  it('takes only known profile fields as required', () => {
    expect(
      readEnv({ REQUIRED_PROFILE_FIELDS: 'first_name, last_name' }).REQUIRED_PROFILE_FIELDS,
    ).toEqual(['first_name', 'last_name'])
    expect(() => readEnv({ REQUIRED_PROFILE_FIELDS: 'first_name,shoe_size' })).toThrow(
      /REQUIRED_PROFILE_FIELDS/,
    )
  })

  it('names every bad variable', () => {
    expect(() => readEnv({ PUSH_HISTORY_SIZE: '0', API_PORT: 'x' })).toThrow(
      /PUSH_HISTORY_SIZE: .*\n.*API_PORT|API_PORT: .*\n.*PUSH_HISTORY_SIZE/s,
    )
  })

  it('takes proxy addresses and mirrors only in their forms, and leaves development conveniences off', () => {
    expect(readEnv({ TRUST_PROXY: '10.0.0.0/8, loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      'loopback',
    ])
    expect(() => readEnv({ TRUST_PROXY: 'the web server' })).toThrow(/TRUST_PROXY/)
    expect(readEnv({ SITE_MIRRORS: 'https://m.example/sports' }).SITE_MIRRORS).toEqual([
      'https://m.example',
    ])
    expect(() => readEnv({ SITE_MIRRORS: 'm.example' })).toThrow(/SITE_MIRRORS/)
  })

  it('runs the simulator unless told to take a UOF feed, which needs its host, recovery API and token', () => {
    const env = readEnv({})
    expect(env.FEED_SOURCE).toBe('simulator')
    expect(env.UOF_PRODUCERS).toEqual([1, 3])
    expect(env.SETTLE_ON_UNCONFIRMED).toBe(false)
    expect(() => readEnv({ FEED_SOURCE: 'uof' })).toThrow(
      /AMQP_URL: Required when FEED_SOURCE=uof\n.*UOF_RECOVERY_URL.*\n.*UOF_ACCESS_TOKEN/s,
    )
    const uof = readEnv({
      FEED_SOURCE: 'uof',
      AMQP_URL: 'amqps://bookmaker:token@mq.betradar.com:5671/unifiedfeed/1',
      UOF_RECOVERY_URL: 'https://api.betradar.com/v1',
      UOF_ACCESS_TOKEN: 'token',
      UOF_PRODUCERS: '1',
    })
    expect(uof.UOF_PRODUCERS).toEqual([1])
    expect(() => readEnv({ AMQP_URL: 'http://mq' })).toThrow(/AMQP_URL/)
    expect(() => readEnv({ UOF_PRODUCERS: 'live' })).toThrow(/UOF_PRODUCERS/)
    expect(() => readEnv({ FEED_SOURCE: 'betradar' })).toThrow(/FEED_SOURCE/)
  })

  it('turns on only the products it knows, a partner product only with its partner', () => {
    expect(readEnv({}).PRODUCTS).toEqual([])
    expect(readEnv({ PRODUCTS: 'premium-cricket' }).PRODUCTS).toEqual(['premium-cricket'])
    expect(() => readEnv({ PRODUCTS: 'racing,casino' })).toThrow(/PRODUCTS\.1/)
    expect(() => readEnv({ PRODUCTS: 'racing' })).toThrow(
      /PARTNER_LAUNCH_URL: Required when PRODUCTS has racing\n.*PARTNER_LAUNCH_SECRET/s,
    )
    const partner = {
      PARTNER_LAUNCH_URL: 'http://localhost:3095',
      PARTNER_LAUNCH_SECRET: 'x'.repeat(32),
    }
    expect(readEnv({ PRODUCTS: 'racing, lotteries', ...partner }).PRODUCTS).toEqual([
      'racing',
      'lotteries',
    ])
  })

  it('offers all seven odds formats unless told which, and names a wrong one', () => {
    expect(readEnv({}).ODDS_TYPES).toHaveLength(7)
    expect(readEnv({ ODDS_TYPES: 'american, european' }).ODDS_TYPES).toEqual([
      'american',
      'european',
    ])
    expect(() => readEnv({ ODDS_TYPES: 'european,roman' })).toThrow(/ODDS_TYPES\.1/)
    expect(() => readEnv({ ODDS_TYPES: ' ' })).toThrow(/ODDS_TYPES/)
  })

  it('reads the geo header name and the default currency, and names a bad one', () => {
    expect(readEnv({})).toMatchObject({ DEFAULT_CURRENCY: 'EUR' })
    expect(readEnv({}).GEO_COUNTRY_HEADER).toBeUndefined()
    expect(readEnv({ GEO_COUNTRY_HEADER: 'CF-IPCountry' }).GEO_COUNTRY_HEADER).toBe('cf-ipcountry')
    expect(() => readEnv({ GEO_COUNTRY_HEADER: 'cf ipcountry' })).toThrow(/GEO_COUNTRY_HEADER/)
    expect(() => readEnv({ DEFAULT_CURRENCY: 'XYZ' })).toThrow(/DEFAULT_CURRENCY/)
    expect(() => readEnv({ CHAT_USER_SECRET: 'short' })).toThrow(/CHAT_USER_SECRET/)
  })

  it('offers custom bets, video and multi-single for betradar and oddin unless told otherwise', () => {
    expect(readEnv({})).toMatchObject({
      CUSTOM_BETS: true,
      VIDEO: true,
      MULTI_SINGLE_PROVIDERS: ['betradar', 'oddin'],
    })
    expect(readEnv({ CUSTOM_BETS: 'false', VIDEO: '0', MULTI_SINGLE_PROVIDERS: '' })).toMatchObject(
      { CUSTOM_BETS: false, VIDEO: false, MULTI_SINGLE_PROVIDERS: [] },
    )
    expect(() => readEnv({ MULTI_SINGLE_PROVIDERS: 'betradar,kambi' })).toThrow(
      /MULTI_SINGLE_PROVIDERS\.1/,
    )
    expect(() => readEnv({ VIDEO: 'yes' })).toThrow(/VIDEO/)
  })
})
