import type { FastifyInstance } from 'fastify'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A long-lived stream that shutdown ends itself: not waited for as a request in flight. */
    stream?: boolean
  }
}

/**
 * Counts requests whose handler is still running. A client that hangs up does not stop its
 * handler (a placement keeps going to its commit), but it does let the server close; the
 * database must stay open until such handlers are done, so `drained` waits for them.
 */
export function trackRequestsInFlight(app: FastifyInstance): {
  drained(maxMs: number): Promise<void>
} {
  const running = new Set<string>()
  let wake: (() => void) | undefined
  app.addHook('onRequest', (request, _reply, done) => {
    // A stream (the push fallback's) runs until the gateway ends it on close; no database work.
    if (request.routeOptions.config.stream !== true) running.add(request.id)
    done()
  })
  const finished = (request: { id: string }) => {
    running.delete(request.id)
    if (running.size === 0) wake?.()
  }
  // onSend runs when the handler answers (or fails), whether or not the client is still there.
  app.addHook('onSend', (request, _reply, payload, done) => {
    finished(request)
    done(null, payload)
  })
  app.addHook('onResponse', (request, _reply, done) => {
    finished(request)
    done()
  })
  return {
    async drained(maxMs) {
      if (running.size === 0) return
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, maxMs)
        wake = () => {
          clearTimeout(timer)
          resolve()
        }
      })
    },
  }
}
