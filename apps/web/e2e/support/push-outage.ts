import type { BrowserContext, Page, WebSocketRoute } from '@playwright/test'

/**
 * Puts the page's push connection through Playwright's WebSocket routing so a test can cut it
 * as a gateway outage would: the browser stays online (so nothing else refetches on an
 * `online` event) while the socket is closed and every reconnect is refused until `end()`.
 * Call before the pages load (a context cuts every page's connection at once).
 */
export async function routePushConnection(pages: Page | BrowserContext) {
  let down = false
  const open = new Set<WebSocketRoute>()
  await pages.routeWebSocket(/\/connection\/websocket/, async (socket) => {
    if (down) {
      await socket.close({ code: 1012, reason: 'service restart' })
      return
    }
    open.add(socket)
    socket.connectToServer()
  })
  return {
    async start(): Promise<void> {
      down = true
      for (const socket of open) await socket.close({ code: 1012, reason: 'service restart' })
      open.clear()
    },
    end(): void {
      down = false
    },
  }
}

/**
 * Tells whether `page` has received a publication on `channel`: its subscription then has a
 * stream position, so a reconnect after an outage is a recovery attempt rather than a first
 * subscription. Call before the page loads.
 */
export function publicationReceived(page: Page, channel: string): () => boolean {
  const marker = `"channel":"${channel}","pub"`
  let received = false
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      if (String(payload).includes(marker)) received = true
    }),
  )
  return () => received
}
