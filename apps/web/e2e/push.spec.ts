import { expect, test } from '@playwright/test'

// The browser reaches the push gateway on the page's own origin, through the web app's
// rewrite of /connection, and live feed events arrive (issue 6; the live UI is issue 10).
test('a page subscribes to live updates over /connection/websocket on its own origin', async ({
  page,
}) => {
  await page.goto('/sports')
  const lines = await page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const socket = new WebSocket(`ws://${location.host}/connection/websocket`)
        const received: string[] = []
        const done = () => {
          socket.close()
          resolve(received)
        }
        socket.onopen = () => {
          socket.send(
            '{"id":1,"connect":{"name":"js"}}\n{"id":2,"subscribe":{"channel":"public:updates","flag":1}}',
          )
        }
        socket.onmessage = (event) => {
          for (const line of String(event.data).split('\n')) {
            received.push(line)
            if (line.includes('"pub"')) done()
          }
        }
        socket.onclose = () => {
          resolve(received)
        }
        setTimeout(done, 30_000)
      }),
  )
  const messages = lines.map((line) => JSON.parse(line) as Record<string, unknown>)
  expect(messages[0]).toMatchObject({ id: 1, connect: { pong: true } })
  expect(messages[1]).toMatchObject({ id: 2, subscribe: { recoverable: true } })
  expect(messages.find((m) => 'push' in m)).toMatchObject({
    push: { channel: 'public:updates', pub: { data: { type: expect.any(String) as unknown } } },
  })
})
