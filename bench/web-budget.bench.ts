// The web app's budget (issue 9): first-load JavaScript of /sports and of a match page in KB
// gzip, next to an empty page of the same app built with the same configuration (the
// framework's floor, app/budget-floor, built only here), and Lighthouse's mobile performance
// and accessibility scores for all three, with Debian's Chromium. Under each page, what it
// loads beyond the floor by package or folder of ours (from the bench build's source maps;
// gzip shares estimated from raw bytes), largest first.
// Lighthouse runs BENCH_LIGHTHOUSE_RUNS times (5) on each page, the three pages in turn in each
// round (the floor is measured in the same moments as the pages), and the figures are each
// page's medians with their range: on this shared machine one run's TBT moved from 340 to
// 1,300 ms on the same build.
// Budget (issue 42): at most 40 KB gzip above the floor; performance ≥ 90, accessibility ≥ 95.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { startServer, stopServer } from './lib/processes'
import { startBenchWeb } from './lib/web-app'
import { bytesBySource, withoutMapComment } from './lib/js-modules'
import { median } from './lib/measure'

const BUDGET_OVER_FLOOR_KB = 40
/** Lines of "largest modules" printed under each page (BENCH_LARGEST, 10). */
const LARGEST = Number(process.env.BENCH_LARGEST ?? 10)
/** Lighthouse runs per page (BENCH_LIGHTHOUSE_RUNS, 5); the median of each figure is printed. */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5)

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

const dataDir = mkdtempSync(join(tmpdir(), 'sportsbook-web-budget-'))
const api = await startServer(
  'apps/api/src/server.ts',
  { SEED: '1', DATABASE_PATH: join(dataDir, 'sportsbook.db') },
  { portVariable: 'API_PORT', readyPath: '/healthz' },
)
// Started inside the try: a build that fails must not leave the api running.
let web: Awaited<ReturnType<typeof startBenchWeb>> | undefined
try {
  web = await startBenchWeb(api.origin)
  const { origin } = web
  const matches = (await (
    await fetch(`${api.origin}/api/v2/matches?match_status=0&sport_key=football&limit=1`)
  ).json()) as { data: { slug: string }[] }
  const matchPath = `/sports/football/${matches.data[0]?.slug ?? ''}`

  const pages = [
    ['empty page (floor)', '/budget-floor'],
    ['/sports', '/sports'],
    ['match page', matchPath],
  ] as const
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  })
  try {
    const loads: FirstLoad[] = []
    for (const [, path] of pages) loads.push(await firstLoadJs(`${origin}${path}`))
    const scores = await lighthouseMedians(
      pages.map(([, path]) => `${origin}${path}`),
      chrome.port,
    )
    const floor = loads[0]
    pages.forEach(([label], index) => {
      const load = loads[index]
      const score = scores[index]
      if (!floor || !load || !score) return
      const overKb = load.gzipKb - floor.gzipKb
      const over =
        load === floor
          ? ''
          : ` (+${overKb.toFixed(1)} over the floor: ${overKb <= BUDGET_OVER_FLOOR_KB ? 'within' : 'OVER'} the ${BUDGET_OVER_FLOOR_KB} KB budget)`
      console.log(
        `${label.padEnd(20)} first-load JS ${load.gzipKb.toFixed(1).padStart(6)} KB gzip${over} | performance ${score.performance} | accessibility ${score.accessibility} | ${score.metrics}`,
      )
      if (load !== floor) printLargest(load, floor)
    })
  } finally {
    chrome.kill()
  }
} finally {
  await web?.stop()
  await stopServer(api.child)
  rmSync(dataDir, { recursive: true, force: true })
}

type FirstLoad = {
  readonly gzipKb: number
  readonly rawBytes: number
  /** Raw bytes by package or folder of ours. */
  readonly bySource: Map<string, number>
}

/** Every script the page's HTML loads (what a first visit downloads): gzip size and sources. */
async function firstLoadJs(url: string): Promise<FirstLoad> {
  const html = await (await fetch(url)).text()
  // Module scripts only: `noModule` polyfills are skipped by every browser that runs modules.
  const tags = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"[^>]*>/g)]
  const sources = new Set(
    tags.filter((tag) => !/nomodule/i.test(tag[0])).map((tag) => tag[1] ?? ''),
  )
  let gzipBytes = 0
  let rawBytes = 0
  const bySource = new Map<string, number>()
  for (const src of sources) {
    const scriptUrl = new URL(src, url).toString()
    // The bench build's map comment is not shipped by a real build: it is not counted.
    const { code, mapUrl } = withoutMapComment(scriptUrl, await (await fetch(scriptUrl)).text())
    gzipBytes += gzipSync(code).length
    rawBytes += Buffer.byteLength(code)
    const bytes = (mapUrl && (await bytesBySource(mapUrl, code))) || new Map([[src, code.length]])
    for (const [group, n] of bytes) bySource.set(group, (bySource.get(group) ?? 0) + n)
  }
  return { gzipKb: gzipBytes / 1024, rawBytes, bySource }
}

/** The page's largest sources beyond what the floor loads, with their estimated gzip share. */
function printLargest(page: FirstLoad, floor: FirstLoad): void {
  const gzipPerRaw = (page.gzipKb * 1024) / page.rawBytes
  const beyond = [...page.bySource]
    .map(([group, bytes]) => [group, bytes - (floor.bySource.get(group) ?? 0)] as const)
    .filter(([, bytes]) => bytes > 0)
    .sort((a, b) => b[1] - a[1])
  for (const [group, bytes] of beyond.slice(0, LARGEST))
    console.log(
      `    ${group.padEnd(40)} +${(bytes / 1024).toFixed(1).padStart(6)} KB raw  ~${((bytes * gzipPerRaw) / 1024).toFixed(1).padStart(5)} KB gzip`,
    )
  const rest = beyond.slice(LARGEST).reduce((sum, [, bytes]) => sum + bytes, 0)
  if (rest > 0)
    console.log(
      `    ${`${beyond.length - LARGEST} more`.padEnd(40)} +${(rest / 1024).toFixed(1).padStart(6)} KB raw`,
    )
}

type Scores = {
  readonly performance: number
  readonly accessibility: number
  /** Milliseconds, and CLS unitless. */
  readonly fcp: number
  readonly lcp: number
  readonly tbt: number
  readonly cls: number
}

async function lighthouseScores(url: string, port: number): Promise<Scores> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  })
  const lhr = result?.lhr
  if (!lhr) throw new Error(`Lighthouse answered nothing for ${url}`)
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const value = (id: string) => {
    const figure = lhr.audits[id]?.numericValue
    if (figure === undefined) throw new Error(`Lighthouse measured no ${id} for ${url}`)
    return figure
  }
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  }
}

/**
 * RUNS Lighthouse runs of each page, the pages in turn within a run (so the floor's figures
 * share the machine's moments with the pages'): each figure's median, and its range for the
 * timings, by page.
 */
async function lighthouseMedians(urls: readonly string[], port: number) {
  const runs: Scores[][] = urls.map(() => [])
  for (let run = 0; run < RUNS; run += 1)
    for (const [index, url] of urls.entries()) runs[index]?.push(await lighthouseScores(url, port))
  return runs.map((pageRuns) => {
    const middle = (pick: (scores: Scores) => number) => {
      const values = pageRuns.map(pick)
      return { median: median(values), low: Math.min(...values), high: Math.max(...values) }
    }
    const seconds = (pick: (scores: Scores) => number) => {
      const { median, low, high } = middle(pick)
      return `${(median / 1000).toFixed(1)} s (${(low / 1000).toFixed(1)}–${(high / 1000).toFixed(1)})`
    }
    const { median: tbt, low, high } = middle((scores) => scores.tbt)
    return {
      performance: middle((scores) => scores.performance).median,
      accessibility: middle((scores) => scores.accessibility).median,
      metrics: `FCP ${seconds((scores) => scores.fcp)}, LCP ${seconds((scores) => scores.lcp)}, TBT ${Math.round(tbt)} ms (${Math.round(low)}–${Math.round(high)}), CLS ${middle((scores) => scores.cls).median.toFixed(3)} | medians of ${RUNS} runs`,
    }
  })
}
