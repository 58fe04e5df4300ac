// Public channels per locale (spec §7 names "public updates per locale" and "public match
// updates per locale and match") against one channel for every locale, as we run it: the
// payloads carry ids, odds and statuses only, so each locale's channel would carry the same
// bytes. Printed: publications per second through the broker and the history it keeps, for one
// channel (the baseline) and for one channel per supported locale, in memory and in Redis.
import { spawn } from 'node:child_process'
import { InMemoryPushBroker, RedisPushBroker, type PushBroker } from '@sportsbook/push'
import { LOCALES } from '@sportsbook/domain'

const MATCHES = 200
const UPDATES = 20_000
const HISTORY = { size: 100, ttlMs: 5 * 60_000 }
// A typical markets_changed of one 1X2 line.
const payload = (i: number) =>
  JSON.stringify({
    type: 'markets_changed',
    match_id: String(i % MATCHES),
    markets: [
      {
        id: '1',
        specifier: '',
        status: 1,
        outcomes: [
          { id: '1', odds: 1.5 + (i % 50) / 100, active: true },
          { id: '2', odds: 3.4, active: true },
          { id: '3', odds: 5.25, active: true },
        ],
      },
    ],
  })

async function run(broker: PushBroker, locales: readonly string[]) {
  const channels = (match: number) => locales.map((l) => `public:match:${String(match)}:${l}`)
  for (let m = 0; m < MATCHES; m += 1) for (const c of channels(m)) await broker.subscribe(c)
  global.gc?.()
  const heapBefore = process.memoryUsage().heapUsed
  const started = performance.now()
  for (let i = 0; i < UPDATES; i += 1) {
    const data = payload(i)
    await Promise.all(
      channels(i % MATCHES).map((c) => broker.publish(c, data, { history: HISTORY, delta: true })),
    )
  }
  const seconds = (performance.now() - started) / 1000
  global.gc?.()
  const heapMiB = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024
  return { updatesPerSecond: UPDATES / seconds, heapMiB }
}

function line(label: string, r: { updatesPerSecond: number; heapMiB: number }, memory: boolean) {
  return `${label.padEnd(44)} ${r.updatesPerSecond.toFixed(0).padStart(7)} updates/s${
    memory ? `  history ${r.heapMiB.toFixed(1)} MiB` : ''
  }`
}

async function redisBroker(port: number): Promise<{ broker: RedisPushBroker; stop: () => void }> {
  const server = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'])
  await new Promise((resolve) => setTimeout(resolve, 300))
  return {
    broker: new RedisPushBroker(`redis://127.0.0.1:${String(port)}`),
    stop: () => server.kill(),
  }
}

console.log(
  `▶ push-locale-channels.bench.ts (${String(MATCHES)} matches, ${String(UPDATES)} updates, ${String(LOCALES.length)} locales)`,
)
const one = ['all']
console.log(
  line('memory: one channel per match (baseline)', await run(new InMemoryPushBroker(), one), true),
)
console.log(
  line(
    'memory: a channel per match and locale',
    await run(new InMemoryPushBroker(), LOCALES),
    true,
  ),
)
for (const [label, locales] of [
  ['redis: one channel per match (baseline)', one],
  ['redis: a channel per match and locale', LOCALES],
] as const) {
  const { broker, stop } = await redisBroker(6391)
  try {
    console.log(line(label, await run(broker, locales), false))
  } finally {
    await broker.close()
    stop()
  }
}
