// The web app's budget (issue 9): first-load JavaScript of /sports and of a match page in KB
// gzip, next to an empty page of the same app built with the same configuration (the
// framework's floor, app/budget-floor, built only here), and Lighthouse's mobile performance
// and accessibility scores for all three, with Debian's Chromium.
// Aim: at most 60 KB gzip above the floor, performance ≥ 90, accessibility ≥ 95.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { startServer, stopServer } from './lib/processes'
import { startBenchWeb } from './lib/web-app'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

const dataDir = mkdtempSync(join(tmpdir(), 'sportsbook-web-budget-'))
const api = await startServer(
  'apps/api/src/server.ts',
  { SEED: '1', DATABASE_PATH: join(dataDir, 'sportsbook.db') },
  { portVariable: 'API_PORT', readyPath: '/healthz' },
)
const web = await startBenchWeb(api.origin)
const { origin } = web

try {
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
    let floorKb = 0
    for (const [label, path] of pages) {
      const kb = await firstLoadJsKb(`${origin}${path}`)
      if (path === '/budget-floor') floorKb = kb
      const scores = await lighthouseScores(`${origin}${path}`, chrome.port)
      const over = path === '/budget-floor' ? '' : ` (+${(kb - floorKb).toFixed(1)} over the floor)`
      console.log(
        `${label.padEnd(20)} first-load JS ${kb.toFixed(1).padStart(6)} KB gzip${over.padEnd(26)} | performance ${scores.performance} | accessibility ${scores.accessibility} | ${scores.metrics}`,
      )
    }
  } finally {
    chrome.kill()
  }
} finally {
  await web.stop()
  await stopServer(api.child)
  rmSync(dataDir, { recursive: true, force: true })
}

/** Sums the gzip size of every script the page's HTML loads (what a first visit downloads). */
async function firstLoadJsKb(url: string): Promise<number> {
  const html = await (await fetch(url)).text()
  // Module scripts only: `noModule` polyfills are skipped by every browser that runs modules.
  const tags = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"[^>]*>/g)]
  const sources = new Set(
    tags.filter((tag) => !/nomodule/i.test(tag[0])).map((tag) => tag[1] ?? ''),
  )
  let bytes = 0
  for (const src of sources) {
    const body = Buffer.from(await (await fetch(new URL(src, url))).arrayBuffer())
    bytes += gzipSync(body).length
  }
  return bytes / 1024
}

async function lighthouseScores(url: string, port: number) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  })
  const score = (id: string) => Math.round((result?.lhr.categories[id]?.score ?? 0) * 100)
  const audit = (id: string) => result?.lhr.audits[id]?.displayValue ?? '?'
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    metrics: `FCP ${audit('first-contentful-paint')}, LCP ${audit('largest-contentful-paint')}, TBT ${audit('total-blocking-time')}, CLS ${audit('cumulative-layout-shift')}`,
  }
}
