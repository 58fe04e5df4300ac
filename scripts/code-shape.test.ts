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

describe('decisions (docs/decisions, one file per topic)', () => {
  const topics = readdirSync(new URL('docs/decisions/', root)).filter(
    (f) => f.endsWith('.md') && f !== 'README.md',
  )
  const anchors = topics.flatMap((topic) =>
    [...read(`docs/decisions/${topic}`).matchAll(/^## <a id="(\d{3})"><\/a>\1 · /gm)].map(
      (m) => `${topic}#${m[1] ?? ''}`,
    ),
  )

  it('numbers every decision once, from 001 up with none missing', () => {
    const ids = anchors.map((anchor) => Number(anchor.split('#')[1])).sort((a, b) => a - b)
    expect(ids).toEqual(ids.map((_, index) => index + 1))
  })

  it('indexes every decision where it lives, and nothing else', () => {
    const index = [...read('docs/decisions/README.md').matchAll(/\]\(([\w-]+\.md#\d{3})\)/g)]
    expect(index.map((m) => m[1]).sort()).toEqual([...anchors].sort())
  })
})

describe('the product (docs/product.md, each rule numbered)', () => {
  it('numbers its rules in order under each section, every number an anchor', () => {
    const numbers = [...read('docs/product.md').matchAll(/<a id="(\d+)\.(\d+)"><\/a>\*\*\1\.\2/g)]
    const bySection = new Map<string, number[]>()
    for (const [, section = '', rule = ''] of numbers)
      bySection.set(section, [...(bySection.get(section) ?? []), Number(rule)])
    expect([...bySection.keys()]).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9'])
    for (const rules of bySection.values()) expect(rules).toEqual(rules.map((_, i) => i + 1))
  })

  it('has the rule every fine reference in the code names (spec §4.5 → product.md#4.5)', () => {
    const product = read('docs/product.md')
    const references = tracked
      .filter((path) => /^(apps|packages)\//.test(path) && !path.endsWith('.css'))
      .flatMap((path) => [...read(path).matchAll(/spec §(\d+\.\d+)/g)].map((m) => m[1] ?? ''))
    const missing = references.filter((rule) => !product.includes(`<a id="${rule}"></a>`))
    expect(missing).toEqual([])
  })
})
