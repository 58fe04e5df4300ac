import compile from 'icu-minify/compile'
import { messagesFor, type Messages } from '@sportsbook/words'

const COMPILED = new Map<string, Messages>()

/**
 * The locale's messages compiled ahead of time (icu-minify), as the pages' use-intl reads them:
 * next.config aliases `use-intl/format-message` to its format-only build, so no ICU parser
 * ships to the browser (decision 158). Typed as the source messages: keys and parameters are
 * the same, only each text's form differs.
 */
export function compiledMessagesFor(locale: string): Messages {
  let compiled = COMPILED.get(locale)
  if (!compiled) {
    // Through JSON: icu-minify builds plural branches as null-prototype objects, which React
    // refuses to pass from a server component to the browser.
    compiled = JSON.parse(JSON.stringify(compileTree(messagesFor(locale)))) as Messages
    COMPILED.set(locale, compiled)
  }
  return compiled
}

function compileTree(node: unknown): unknown {
  if (typeof node === 'string') return compile(node)
  if (typeof node !== 'object' || node === null) return node
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, compileTree(value)]))
}
