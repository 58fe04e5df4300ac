import { describe, expect, it } from 'vitest'
import { pushEndpoints } from './push-endpoints'

describe('push endpoints', () => {
  it('put the transports on the page’s origin, in the configured order', () => {
    expect(
      pushEndpoints(
        { endpoint: '/connection', transports: ['websocket', 'sse'] },
        { origin: 'https://book.example' },
      ),
    ).toEqual({
      endpoints: [
        { transport: 'websocket', endpoint: 'wss://book.example/connection/websocket' },
        { transport: 'sse', endpoint: 'https://book.example/connection/sse' },
      ],
      emulationEndpoint: 'https://book.example/connection/emulation',
    })
  })

  it('use an absolute endpoint as it is', () => {
    const { endpoints } = pushEndpoints(
      { endpoint: 'http://push.example/c', transports: ['sse'] },
      { origin: 'https://book.example' },
    )
    expect(endpoints).toEqual([{ transport: 'sse', endpoint: 'http://push.example/c/sse' }])
  })
})
