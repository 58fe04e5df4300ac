// Bet placement (issue 8): POST /api/v3/bets from 50 signed-in players at once, each
// placing singles back to back for a few seconds (autocannon, one connection per player), each
// request with its own Idempotency-Key as the web sends it, on SQLite and on PostgreSQL.
// Printed: placements/s and p50/p99 next to GET /healthz driven the same way in the same run,
// and the CPU a placement cost the api and PostgreSQL's backends (a figure the machine's
// neighbours move less than throughput); then the same with every bet
// playing the demo jackpot (three levels, each in shards a placement adds to: decision 162),
// next to the placements without.
// Then mixed load: 20 players placing while 30 readers page through the catalogue (live list,
// upcoming list, search, gzipped; the 1 s answer cache on; wrk), and the ledger audit on what
// the run wrote.
// Last, PostgreSQL's figures as a share of SQLite's. Each api (SQLite and PostgreSQL, each
// with and without jackpots) runs as its own process with its defaults and the feed off
// (prices stay put, so no placement is refused for a moved price); all four run at once and
// take turns, round after round (BENCH_ROUNDS, 3), and each figure is the median of its
// rounds, each round's shown: a machine that slows for a minute slows every api's round of
// it, not one database's whole run. Every answer must be a 200. BENCH_DATABASES=postgres (or
// sqlite) runs one database alone.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startPostgresCluster } from '@sportsbook/test-support'
import autocannon from 'autocannon'
import { cpuSince } from './lib/cpu-time'
import { median } from './lib/measure'
import { startServer, stopServer } from './lib/processes'
import { ACCEPT_GZIP, load, type LoadResult } from './lib/wrk'

const PLAYERS = 50
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5)
const MIXED_PLAYERS = 20
const MIXED_READERS = 30
const MIXED_DURATION_S = Number(process.env.BENCH_MIXED_DURATION_S ?? 2 * DURATION_S)
const dir = mkdtempSync(join(tmpdir(), 'sportsbook-bench-'))
/** Keys of this run: each placement request has its own Idempotency-Key. */
const RUN = Date.now().toString(36)
let placements = 0

type Player = { cookie: string; csrf: string }
type Selection = {
  match_id: string
  market_id: string
  specifier: string
  outcome_id: string
  odds: number
}
type Run = { perSecond: number; p50: number; p99: number; count: number }

async function signUp(origin: string, i: number): Promise<Player> {
  const email = `bench-${i}-${Date.now()}@players.test`
  const password = 'bench password 1'
  const json = { 'content-type': 'application/json' }
  const up = await fetch(`${origin}/platform/users`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password, country: 'DK', currency: 'EUR', terms: true }),
  })
  if (!up.ok) throw new Error(`sign-up: ${up.status} ${await up.text()}`)
  const signIn = await fetch(`${origin}/platform/users/sign_in`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password }),
  })
  if (!signIn.ok) throw new Error(`sign-in: ${signIn.status} ${await signIn.text()}`)
  const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
  const { csrf_token: csrf } = (await signIn.json()) as { csrf_token: string }
  const deposit = await fetch(`${origin}/platform/deposits/quick`, {
    method: 'POST',
    headers: { ...json, cookie, 'x-csrf-token': csrf },
    body: JSON.stringify({ currency: 'EUR', amount: 100_000_000 }),
  })
  if (!deposit.ok) throw new Error(`deposit: ${deposit.status} ${await deposit.text()}`)
  return { cookie, csrf }
}

/** Home wins of pre-match football matches, at their current prices. */
async function selections(origin: string): Promise<Selection[]> {
  const matches = (await (
    await fetch(`${origin}/api/v2/matches?match_status=0&sport_key=football&limit=40`)
  ).json()) as { data: { id: string }[] }
  const out: Selection[] = []
  for (const { id } of matches.data) {
    const markets = (await (await fetch(`${origin}/api/v2/matches/${id}/markets`)).json()) as {
      data: {
        id: string
        specifier: string
        status: number
        outcomes: { id: string; odds: number; active: boolean }[]
      }[]
    }
    const main = markets.data.find((m) => m.id === '1' && m.status === 1)
    const home = main?.outcomes.find((o) => o.id === '1' && o.active)
    if (main && home)
      out.push({ match_id: id, market_id: '1', specifier: '', outcome_id: '1', odds: home.odds })
  }
  if (out.length === 0) throw new Error('no open selections')
  return out
}

/**
 * autocannon with one connection per player: each connection signs its requests with the
 * player it was given on its first request. Fails on any non-2xx answer.
 */
async function drive(
  connections: number,
  request: (connection: number, n: number) => autocannon.Request,
  origin: string,
  duration = DURATION_S,
): Promise<Run> {
  let next = 0
  const result = await autocannon({
    url: origin,
    connections,
    duration,
    requests: [
      {
        setupRequest: (req, context: { connection?: number; n?: number }) => {
          context.connection ??= next++
          context.n = (context.n ?? 0) + 1
          return { ...req, ...request(context.connection, context.n) }
        },
      },
    ],
  })
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${result.non2xx} non-2xx answers, ${result.errors} errors`)
  return {
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    count: result.requests.total,
  }
}

/**
 * Catalogue pages the readers take in turn while players place (the api's 1 s cache on), asking
 * for gzip as browsers do. They are driven by wrk: autocannon spent more CPU reading a list than
 * the api spent sending it (decision 176), on the core PostgreSQL's backends need.
 */
const READ_PATHS = [
  '/api/v2/matches?match_status=1',
  '/api/v2/matches?match_status=0&limit=20',
  '/api/v2/search?q=united',
]

/** One api under test: its process, its funded players, and how a request of each kind is made. */
type Subject = {
  readonly label: string
  readonly env: Record<string, string>
  readonly api: Awaited<ReturnType<typeof startServer>>
  readonly place: (connection: number, n: number) => autocannon.Request
  readonly placed: Run[]
  readonly cpu: { api: number; database: number }[]
  readonly mixed: { placed: Run; reads: LoadResult }[]
}

/** Starts an api with its defaults and the feed off, signs its players up and funds them. */
async function prepare(label: string, env: Record<string, string>): Promise<Subject> {
  const api = await startServer(
    'apps/api/src/server.ts',
    {
      SEED: '1',
      FEED_ENABLED: 'false',
      DEMO_AUTO_CONFIRM: 'true',
      // Players are funded through the demo payment provider, off unless turned on.
      DEMO_PAYMENTS: 'true',
      AUTH_ATTEMPTS_PER_MINUTE: '100000',
      PLACEMENTS_PER_MINUTE: '1000000',
      ...env,
    },
    { portVariable: 'API_PORT', readyPath: '/healthz' },
  )
  const players = await Promise.all(
    Array.from({ length: PLAYERS }, (_, i) => signUp(api.origin, i)),
  )
  const offered = await selections(api.origin)
  const place = (connection: number, n: number): autocannon.Request => {
    const player = players[connection % PLAYERS]
    const selection = offered[(connection * 7 + n) % offered.length]
    if (!player || !selection) throw new Error('no player or selection')
    return {
      path: '/api/v3/bets',
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: player.cookie,
        'x-csrf-token': player.csrf,
        // As the web sends every placement: a retry of a lost answer places nothing twice.
        'idempotency-key': `bench-${RUN}-${String((placements += 1))}`,
      },
      body: JSON.stringify({
        meta: { device_id: `bench-${connection}` },
        bets: [{ stake: { subunits: 100, currency: 'EUR' }, selections: [selection] }],
      }),
    }
  }
  return { label, env, api, place, placed: [], cpu: [], mixed: [] }
}

const row = (label: string, r: Run) =>
  `${label.padEnd(40)} ${Math.round(r.perSecond).toString().padStart(6)}/s  p50 ${r.p50.toFixed(1).padStart(5)} ms  p99 ${r.p99.toFixed(1).padStart(5)} ms`

/** The round whose placements a second are the median of its rounds. */
const medianRun = (runs: readonly Run[]): Run => {
  const middle = median(runs.map((r) => r.perSecond))
  const run = runs.find((r) => r.perSecond === middle)
  if (!run) throw new Error('no runs')
  return run
}

/** One round of placements on an api: 50 players for DURATION_S, and the CPU it cost. */
async function placedRound(subject: Subject): Promise<void> {
  // PostgreSQL's backends, for an api on PostgreSQL; none for one on SQLite.
  const cpu = cpuSince(subject.api.child.pid ?? 0, subject.env.DATABASE_URL ? 'postgres' : '')
  const placed = await drive(PLAYERS, subject.place, subject.api.origin)
  const used = cpu()
  subject.placed.push(placed)
  const perBet = (ms: number) => (1000 * ms) / placed.count
  subject.cpu.push({ api: perBet(used.own), database: perBet(used.group) })
}

/** One round of mixed load: MIXED_PLAYERS placing beside MIXED_READERS catalogue readers. */
async function mixedRound(subject: Subject): Promise<void> {
  const [placed, reads] = await Promise.all([
    drive(MIXED_PLAYERS, subject.place, subject.api.origin, MIXED_DURATION_S),
    load(subject.api.origin, MIXED_READERS, MIXED_DURATION_S, ACCEPT_GZIP, READ_PATHS),
  ])
  subject.mixed.push({ placed, reads })
}

const JACKPOTS = { JACKPOTS_FILE: 'apps/api/config/jackpots.demo.json' }

/** The ledger audit (`npm run audit:ledger`) on the database the run wrote; fails the bench if broken. */
function auditAfter(label: string, env: Record<string, string>): void {
  const audit = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/audit-ledger.ts'], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    encoding: 'utf8',
  })
  const summary = audit.stdout.trim().split('\n').at(-1)
  if (audit.status !== 0)
    throw new Error(`${label}: ledger audit failed\n${audit.stdout}${audit.stderr}`)
  console.log(`${label}: ${summary ?? ''}`)
}

/** Prints an api's rounds, each round's figure, and its median; answers the median runs. */
function report(subject: Subject, baseline: Run): { placed: Run; mixed: Run } {
  const { label } = subject
  const placed = medianRun(subject.placed)
  const each = subject.placed.map((r) => Math.round(r.perSecond)).join(', ')
  console.log(
    `${row(`${label} POST /api/v3/bets`, placed)}  | ${(placed.perSecond / baseline.perSecond).toFixed(2)} of /healthz (median of ${each}; ${placed.count} bets by ${PLAYERS} players)`,
  )
  const cpu = (pick: (c: { api: number; database: number }) => number) =>
    median(subject.cpu.map(pick)).toFixed(0).padStart(5)
  console.log(
    `${`${label} CPU per placement`.padEnd(40)}  api ${cpu((c) => c.api)} µs  database ${cpu((c) => c.database)} µs`,
  )
  const mixedPlaced = medianRun(subject.mixed.map((m) => m.placed))
  const reads = subject.mixed.find((m) => m.placed === mixedPlaced)?.reads
  const mixedEach = subject.mixed.map((m) => Math.round(m.placed.perSecond)).join(', ')
  console.log(
    `${row(`${label} mixed: bets by ${MIXED_PLAYERS} players`, mixedPlaced)}  | beside ${Math.round(reads?.rps ?? 0)} catalogue reads/s (p99 ${(reads?.p99Ms ?? 0).toFixed(1)} ms) by ${MIXED_READERS} readers (median of ${mixedEach})`,
  )
  return { placed, mixed: mixedPlaced }
}

const DATABASES = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',')
/** Rounds each api is measured in, taking turns: a machine that slows down meanwhile slows them all. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)

const subjects: Subject[] = []
const cluster = DATABASES.includes('postgres') ? await startPostgresCluster() : undefined
try {
  // Each api has a database of its own (SQLite a file, PostgreSQL a database in one cluster):
  // the jackpot runs start as empty as the plain ones.
  const envs: [string, Record<string, string>][] = []
  if (DATABASES.includes('sqlite'))
    for (const [name, extra] of [
      ['', {}],
      [' +jackpot', JACKPOTS],
    ] as const)
      envs.push([
        `sqlite${name}`,
        {
          DATABASE_PATH: join(dir, `sqlite${name ? '-jackpot' : ''}.db`),
          DATABASE_URL: '',
          ...extra,
        },
      ])
  if (cluster)
    for (const [name, extra] of [
      ['', {}],
      [' +jackpot', JACKPOTS],
    ] as const)
      envs.push([
        `postgres${name}`,
        { DATABASE_URL: cluster.createDatabase(`bench${name ? '_jackpot' : '_plain'}`), ...extra },
      ])
  for (const [label, env] of envs) subjects.push(await prepare(label, env))

  // The baseline, and a first pass of placements on each api to warm it (not counted).
  const baselines = new Map<Subject, Run>()
  const health = (): autocannon.Request => ({ path: '/healthz' })
  for (const subject of subjects) {
    await drive(PLAYERS, health, subject.api.origin)
    baselines.set(subject, await drive(PLAYERS, health, subject.api.origin))
    await drive(PLAYERS, subject.place, subject.api.origin)
  }
  console.log(
    `${ROUNDS} rounds, the apis taking turns in each (${subjects.map((s) => s.label).join(', ')}); medians printed`,
  )
  for (let round = 0; round < ROUNDS; round += 1)
    for (const subject of subjects) await placedRound(subject)
  for (let round = 0; round < ROUNDS; round += 1)
    for (const subject of subjects) await mixedRound(subject)

  const results = new Map<string, { placed: Run; mixed: Run }>()
  for (const subject of subjects) {
    const baseline = baselines.get(subject)
    if (!baseline) throw new Error('no baseline')
    console.log(row(`${subject.label} GET /healthz (baseline)`, baseline))
    results.set(subject.label, report(subject, baseline))
    auditAfter(subject.label, subject.env)
  }
  for (const database of ['sqlite', 'postgres']) {
    const plain = results.get(database)
    const jackpot = results.get(`${database} +jackpot`)
    if (plain && jackpot)
      console.log(
        `${database}: every bet playing the jackpot places ${(jackpot.placed.perSecond / plain.placed.perSecond).toFixed(2)} as many bets a second as without`,
      )
  }
  const sqlite = results.get('sqlite')
  const postgres = results.get('postgres')
  if (sqlite && postgres)
    console.log(
      `postgres / sqlite: placements ${(postgres.placed.perSecond / sqlite.placed.perSecond).toFixed(2)}, mixed load ${(postgres.mixed.perSecond / sqlite.mixed.perSecond).toFixed(2)}`,
    )
} finally {
  for (const subject of subjects) await stopServer(subject.api.child)
  cluster?.stop()
  rmSync(dir, { recursive: true, force: true })
}
