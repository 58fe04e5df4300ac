import { describe, expect, it } from 'vitest'
import { readWebEnv } from './env'

describe('the web app’s push settings', () => {
  it('default to this site’s /connection, WebSocket first with the SSE fallback', () => {
    const env = readWebEnv({})
    expect(env.PUSH_ENDPOINT).toBe('/connection')
    expect(env.PUSH_TRANSPORTS).toEqual(['websocket', 'sse'])
  })

  it('take a transport list and an endpoint, and name what is wrong', () => {
    const env = readWebEnv({ PUSH_TRANSPORTS: 'sse', PUSH_ENDPOINT: 'https://push.example/c/' })
    expect(env.PUSH_TRANSPORTS).toEqual(['sse'])
    expect(env.PUSH_ENDPOINT).toBe('https://push.example/c')
    expect(() => readWebEnv({ PUSH_TRANSPORTS: 'websocket,carrier-pigeon' })).toThrow(
      /PUSH_TRANSPORTS\.1/,
    )
    expect(() => readWebEnv({ PUSH_TRANSPORTS: 'sockjs' })).toThrow(
      /PUSH_TRANSPORTS: This gateway serves websocket and sse only/,
    )
    expect(() => readWebEnv({ PUSH_ENDPOINT: 'push here' })).toThrow(/PUSH_ENDPOINT/)
  })
})
