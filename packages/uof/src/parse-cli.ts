import { readFileSync } from 'node:fs'
import { parseUofMessage } from './parse'

// `npm run feed:uof:parse -- FILE…`: what each UOF message file becomes, one JSON line per
// message (its type first, every specifier, factor and flag kept). A file it cannot read is
// named on stderr with the reason in one line, and the run exits 1 once every file is tried.
const files = process.argv.slice(2)
if (files.length === 0) {
  console.error('usage: npm run feed:uof:parse -- FILE…')
  process.exit(2)
}
let failed = false
for (const file of files) {
  let xml: string
  try {
    xml = readFileSync(file, 'utf8')
  } catch (error) {
    console.error(`${file}: cannot read it (${(error as NodeJS.ErrnoException).code ?? 'error'})`)
    failed = true
    continue
  }
  const parsed = parseUofMessage(xml)
  if (parsed.ok) console.log(JSON.stringify({ file, ...parsed.message }))
  else {
    console.error(`${file}: ${parsed.reason}`)
    failed = true
  }
}
process.exitCode = failed ? 1 : 0
