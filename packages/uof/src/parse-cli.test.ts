import { execFile } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

const run = promisify(execFile)
const cli = fileURLToPath(new URL('./parse-cli.ts', import.meta.url))
const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}.xml`, import.meta.url))

async function parse(...files: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', cli, ...files])
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr }
  }
}

describe('npm run feed:uof:parse (issue 40)', () => {
  it('prints one JSON line per message, its type first and every specifier and factor kept', async () => {
    const { code, stdout, stderr } = await parse(fixture('bet-settlement'), fixture('alive'))
    expect([code, stderr]).toEqual([0, ''])
    const lines = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(lines.map((line) => line.type)).toEqual(['bet_settlement', 'alive'])
    expect(JSON.stringify(lines[0])).toContain(
      '"deadHeatFactor":{"numerator":333333,"denominator":1000000}',
    )
    expect(JSON.stringify(lines[0])).toContain('"raw":"variant=sr:exact_goals:3+"')
  })

  it('names a file it cannot read in one line, no stack trace, and exits 1 after the rest', async () => {
    const bad = join(mkdtempSync(join(tmpdir(), 'uof-')), 'bad.xml')
    writeFileSync(bad, '<alive product="1" timestamp="soon"/>')
    const { code, stdout, stderr } = await parse(bad, fixture('alive'))
    expect(code).toBe(1)
    expect(stderr).toBe(`${bad}: <alive> alive.timestamp: Expected an integer\n`)
    expect(stdout).toContain('"type":"alive"')
    expect((await parse(join(tmpdir(), 'no-such-file.xml'))).stderr).toMatch(
      /cannot read it \(ENOENT\)\n$/,
    )
  })
})
