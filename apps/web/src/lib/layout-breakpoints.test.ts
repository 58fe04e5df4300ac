import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { BREAKPOINTS, FOOTER_CONTENT_WIDTH, PHONE_MAX_WIDTH } from './layout-breakpoints'
import { PHONE_QUERY } from './use-media-query'

const SOURCE = join(import.meta.dirname, '..')

function styleSheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return styleSheets(path)
    return entry.name.endsWith('.css') ? [path] : []
  })
}

describe('layout constants (spec §9.4)', () => {
  it('every media query of the style sheets is one of the breakpoints', () => {
    const allowed = new Set<number>([...Object.values(BREAKPOINTS), PHONE_MAX_WIDTH])
    const widths = styleSheets(SOURCE).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\((?:min|max)-width:\s*([\d.]+)px\)/g)].map((m) => ({
        file: file.slice(SOURCE.length + 1),
        width: Math.ceil(Number(m[1])),
      })),
    )
    expect(widths.length).toBeGreaterThan(5)
    expect(widths.filter(({ width }) => !allowed.has(width))).toEqual([])
  })

  it('a phone is narrower than 780 px; the footer content is 1248 px', () => {
    expect(PHONE_QUERY).toBe(`(max-width: ${String(PHONE_MAX_WIDTH - 0.02)}px)`)
    const shell = readFileSync(join(SOURCE, 'components/shell.module.css'), 'utf8')
    expect(shell).toContain(`max-width: ${String(FOOTER_CONTENT_WIDTH)}px`)
  })
})
