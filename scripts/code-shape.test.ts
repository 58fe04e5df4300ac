import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

// Issue 38: what a new maintainer relies on — no source file too long to read, and a page per
// workspace that names every folder.

const root = new URL('../', import.meta.url)
const read = (path: string) => readFileSync(new URL(path, root), 'utf8')

/** Lines a source file may have. */
const MAX_LINES = 400

/** Data, not logic: long because of what they list. Each says why. */
const DATA_FILES: Record<string, string> = {}

const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((path) => /\.(ts|tsx|js|mjs|cjs|css)$/.test(path))
  .filter((path) => !/\.(test|spec)\.|\/e2e\/|\/testing\/|\.d\.ts$/.test(path))

describe('code shape', () => {
  it(`no source file is over ${String(MAX_LINES)} lines (tests and named data files aside)`, () => {
    const long = tracked
      .filter((path) => !(path in DATA_FILES))
      .map((path) => ({ path, lines: read(path).split('\n').length - 1 }))
      .filter(({ lines }) => lines > MAX_LINES)
    expect(long).toEqual([])
  })

  it('each named data file still exists and is still long (or it leaves the list)', () => {
    for (const path of Object.keys(DATA_FILES))
      expect(read(path).split('\n').length, path).toBeGreaterThan(MAX_LINES)
  })
})

const folders = (path: string) =>
  readdirSync(new URL(path, root), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)

describe('workspace pages (docs/workspaces)', () => {
  it.each([
    ['apps/api/src/', 'api'],
    ['apps/web/src/', 'web'],
    ['apps/web/src/features/', 'web'],
    ['packages/domain/src/', 'domain'],
    ['packages/feed/src/', 'feed'],
  ])('every folder under %s is on the %s page', (path, page) => {
    const text = read(`docs/workspaces/${page}.md`)
    const missing = folders(path).filter((folder) => !text.includes(`\`${folder}/\``))
    expect(missing).toEqual([])
  })

  it('every workspace has its page', () => {
    const workspaces = [...folders('apps/'), ...folders('packages/')]
    const pages = readdirSync(new URL('docs/workspaces/', root)).map((f) => f.replace(/\.md$/, ''))
    expect(workspaces.filter((name) => !pages.includes(name))).toEqual([])
  })
})
