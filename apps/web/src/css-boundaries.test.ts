// ESLint's boundaries rule sees imports in TypeScript only; a CSS module's `composes: x from
// '…'` is an import too. The same layer rule holds for it: a feature's styles compose shared
// styles (components/, app/globals.css) or its own, never another feature's.
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const SRC = import.meta.dirname

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return cssFiles(path)
    return entry.name.endsWith('.css') ? [path] : []
  })
}

/** `features/<name>` for a file inside a feature, otherwise undefined. */
function featureOf(path: string): string | undefined {
  const parts = relative(SRC, path).split('/')
  return parts[0] === 'features' ? `features/${parts[1] ?? ''}` : undefined
}

function sidewaysComposes(files: string[]): string[] {
  const found: string[] = []
  for (const file of files) {
    const from = featureOf(file)
    if (from === undefined) continue
    for (const match of readFileSync(file, 'utf8').matchAll(/composes:[^;]*from\s+'([^']+)'/g)) {
      const target = featureOf(resolve(dirname(file), match[1] ?? ''))
      if (target !== undefined && target !== from) {
        found.push(`${relative(SRC, file)} composes from ${match[1] ?? ''}`)
      }
    }
  }
  return found
}

describe('CSS module boundaries', () => {
  it('finds the stylesheets it checks', () => {
    expect(cssFiles(join(SRC, 'features')).length).toBeGreaterThan(5)
  })

  it('no feature composes another feature’s classes', () => {
    expect(sidewaysComposes(cssFiles(SRC))).toEqual([])
  })
})
