import { SourceMapConsumer, type RawSourceMap } from 'source-map-js'

const MAP_COMMENT = /\n?\/\/# sourceMappingURL=(\S+)\s*$/

/** A script without its source-map comment, and the map's address if it names one. */
export function withoutMapComment(
  scriptUrl: string,
  code: string,
): { code: string; mapUrl?: string } {
  const found = MAP_COMMENT.exec(code)
  return found?.[1]
    ? { code: code.slice(0, found.index), mapUrl: new URL(found[1], scriptUrl).toString() }
    : { code }
}

/**
 * Where a script's bytes come from, by its source map: bytes per package (`react-dom`,
 * `next`, `zod`) or per folder of ours (`web: features/bet-slip`, `packages/domain`). Each
 * mapped segment runs to the next mapping on its line; bytes before a line's first mapping
 * count as `(unmapped)`. Undefined when the map cannot be read.
 */
export async function bytesBySource(
  mapUrl: string,
  code: string,
): Promise<Map<string, number> | undefined> {
  const response = await fetch(mapUrl)
  if (!response.ok) return undefined
  const consumer = new SourceMapConsumer((await response.json()) as RawSourceMap)
  const lines = code.split('\n')
  const bytes = new Map<string, number>()
  const add = (group: string, n: number) => bytes.set(group, (bytes.get(group) ?? 0) + n)
  let previous: { line: number; column: number; group: string } | undefined
  const close = (line: number, column: number) => {
    if (!previous) return
    const end = line === previous.line ? column : (lines[previous.line - 1]?.length ?? 0)
    add(previous.group, Math.max(0, end - previous.column))
  }
  consumer.eachMapping((mapping) => {
    close(mapping.generatedLine, mapping.generatedColumn)
    if (previous?.line !== mapping.generatedLine && mapping.generatedColumn > 0)
      add('(unmapped)', mapping.generatedColumn)
    previous = {
      line: mapping.generatedLine,
      column: mapping.generatedColumn,
      group: groupOf(mapping.source),
    }
  })
  close(Number.POSITIVE_INFINITY, 0)
  return bytes
}

function groupOf(source: string | null): string {
  if (!source) return '(unmapped)'
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)
  if (modules?.[1]) return modules[1]
  const web = /apps\/web\/src\/([^/]+(?:\/[^/.]+)?)/.exec(source)
  if (web?.[1]) return `web: ${web[1]}`
  const pkg = /packages\/([^/]+)\//.exec(source)
  if (pkg?.[1]) return `packages/${pkg[1]}`
  return source.replace(/^.*\]\//, '').slice(0, 60)
}
