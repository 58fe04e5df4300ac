// `npm run bench`: runs every bench/*.bench.ts in turn. Each prints its figure next to a
// baseline measured in the same run. Benchmarks never gate CI.
import { readdirSync } from 'node:fs'
import { log, run } from './lib/process.js'
import { ensureBenchTools, ensureDependencies } from './lib/setup.js'

await ensureDependencies()
await ensureBenchTools()
const only = process.argv[2]
const files = readdirSync('bench').filter(
  (f) => f.endsWith('.bench.ts') && (!only || f.includes(only)),
)
let failures = 0
for (const file of files) {
  log(`\n▶ ${file}`)
  if ((await run('node', ['--import', 'tsx', `bench/${file}`])) !== 0) failures += 1
}
process.exit(failures === 0 ? 0 : 1)
