// Live rendering (issue 10): a live list of 200 matches × 3 main-market outcomes while 5,000
// outcome changes a second are published over them for 20 s, in Debian's Chromium. Printed: the
// share of the wall time the main thread was busy (Chromium's TaskDuration; script, and style
// with layout), long tasks over 50 ms, p95 frame time and JS heap — for the rows as the live
// page renders them next to the baseline of the same rows and data re-rendered as one list on
// every batch, measured in the same run. Both run again with the CPU slowed 4×.
// The live page: one live store whose buttons hear of changes at most once per animation
// frame, paced when frames run long (decisions 157, 165), each row subscribed to its match's channel while near the viewport; the
// changes reach it through its own push connection (lib/synthetic-push), 20 frames a second,
// on the channels it subscribed to, as the gateway would send them. The baseline takes every
// change, in 20 batches a second, as a page subscribed to everything would. Printed with the
// changes each page received. (Issue 42: at 2,000/s neither had a long task, and with every
// change applied to every row the store lost to the baseline; the network is push-fanout's.)
// Aim: no long task and p95 frame time at most 16.7 ms. The click a player makes meanwhile is
// bench/slip-click.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { z } from 'zod'
import { mainThread } from './lib/main-thread'
import { startServer, stopServer } from './lib/processes'
import { routeSyntheticPush } from './lib/synthetic-push'
import { startBenchWeb } from './lib/web-app'

const RATE = 5_000
const PROBE = readFileSync('bench/lib/frame-probe.browser.js', 'utf8')
const figuresSchema = z.object({
  longTasks: z.array(z.number()),
  p95FrameMs: z.number(),
  frames: z.number(),
  heapMb: z.number(),
})
const SECONDS = 20

const dataDir = mkdtempSync(join(tmpdir(), 'sportsbook-live-render-'))
const api = await startServer(
  'apps/api/src/server.ts',
  { SEED: '1', DATABASE_PATH: join(dataDir, 'sportsbook.db') },
  { portVariable: 'API_PORT', readyPath: '/healthz' },
)
const web = await startBenchWeb(api.origin, '/budget-floor/live-render')
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--enable-precise-memory-info'],
})

/** The outcome ids of the bench page's rows (`bench-<i>/1//<outcome>`). */
const OUTCOMES = Array.from({ length: 200 }, (_, i) =>
  ['1', 'X', '2'].map((outcome) => `bench-${String(i)}/1//${outcome}`),
).flat()

async function measure(mode: 'store' | 'list', cpuSlowdown: number) {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
  const push = mode === 'store' ? await routeSyntheticPush(page) : undefined
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
  await page.goto(`${web.origin}/budget-floor/live-render?mode=${mode}`)
  await page.waitForFunction(() => 'startFeed' in globalThis)
  await page.addScriptTag({ content: PROBE })
  // Measure the steady state: after hydration and the push client's idle-time load.
  await page.waitForTimeout(3_000)
  // Chromium's own counters of main-thread time (seconds, cumulative): what the updates cost
  // even when no single task is long enough to count.
  await cdp.send('Performance.enable')
  const before = await mainThread(cdp)
  const startedAt = performance.now()
  push?.start(RATE, OUTCOMES, 'all')
  const figures = figuresSchema.parse(
    await page.evaluate(`probeFrames(${JSON.stringify({ rate: RATE, seconds: SECONDS })})`),
  )
  push?.stop()
  const wallS = (performance.now() - startedAt) / 1000
  const after = await mainThread(cdp)
  await page.close()
  return {
    ...figures,
    received: push ? push.sent / wallS : RATE,
    busyShare: (after.task - before.task) / wallS,
    scriptShare: (after.script - before.script) / wallS,
    renderShare: (after.render - before.render) / wallS,
  }
}

const pct = (share: number) => `${(share * 100).toFixed(0).padStart(3)} %`

try {
  console.log(
    `200 matches × 3 outcomes, ${String(RATE)} outcome changes/s for ${String(SECONDS)} s:`,
  )
  // As is, and with the CPU slowed 4× as Lighthouse does to stand for a mid-range phone.
  for (const cpuSlowdown of [1, 4]) {
    console.log(
      cpuSlowdown === 1 ? 'this machine:' : `CPU slowed ${String(cpuSlowdown)}× (a phone):`,
    )
    for (const [label, mode] of [
      ['whole-list re-render (baseline)', 'list'],
      ['live store, per-outcome buttons', 'store'],
    ] as const) {
      const f = await measure(mode, cpuSlowdown)
      const worst = f.longTasks.length > 0 ? `, worst ${String(Math.max(...f.longTasks))} ms` : ''
      console.log(
        `  ${label.padEnd(32)} main thread busy ${pct(f.busyShare)} (script ${pct(f.scriptShare)}, style+layout ${pct(f.renderShare)}) | long tasks > 50 ms: ${String(f.longTasks.length).padStart(4)}${worst.padEnd(14)} | p95 frame ${f.p95FrameMs.toFixed(1).padStart(6)} ms (${String(f.frames)} frames) | JS heap ${f.heapMb.toFixed(1)} MB | received ${String(Math.round(f.received))} changes/s`,
      )
    }
  }
} finally {
  await browser.close()
  await web.stop()
  await stopServer(api.child)
  rmSync(dataDir, { recursive: true, force: true })
}
