import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

// Country flags from the flag-icons package (MIT, lipis/flag-icons): one 4:3 SVG per ISO 3166
// code, read once and kept.
const require = createRequire(import.meta.url)
const FLAGS_DIR = join(dirname(require.resolve('flag-icons/package.json')), 'flags', '4x3')
const cache = new Map<string, string | null>()

/** The flag of an ISO 3166 alpha-2 code (lower case), or null when there is none. */
export async function flagSvg(code: string): Promise<string | null> {
  if (!/^[a-z]{2}$/.test(code)) return null
  const known = cache.get(code)
  if (known !== undefined) return known
  const svg = await readFile(join(FLAGS_DIR, `${code}.svg`), 'utf8').catch(() => null)
  cache.set(code, svg)
  return svg
}
