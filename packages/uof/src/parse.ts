import { XMLParser } from 'fast-xml-parser'
import { SyntaxValidator } from 'fast-xml-validator'
import { UOF_MESSAGE_SCHEMAS, type UofMessage, type UofMessageType } from './messages'

/** Elements that repeat: a lone one is still a list. */
const LISTS = new Set(['market', 'outcome', 'period_score'])
/** Elements that hold others: empty (`<odds/>`), they hold nothing rather than being text. */
const CONTAINERS = new Set(['odds', 'outcomes', 'period_scores', 'clock', 'sport_event_status'])

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: true,
  isArray: (name) => LISTS.has(name),
})

/** What reading one message gives: the message, or why it cannot be read, in one line. */
export type ParsedUofMessage =
  | { readonly ok: true; readonly message: UofMessage }
  | { readonly ok: false; readonly reason: string }

const isMessageType = (name: string): name is UofMessageType => name in UOF_MESSAGE_SCHEMAS

function emptiedContainers(value: unknown, key = ''): unknown {
  if (value === '' && CONTAINERS.has(key)) return {}
  if (Array.isArray(value)) return value.map((item) => emptiedContainers(item, key))
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([name, child]) => [name, emptiedContainers(child, name)]),
    )
  return value
}

/**
 * Reads one UOF message (XML) into its typed form. Never throws: malformed XML, an unknown root
 * element, or an attribute out of its type answers `ok: false` with a reason naming the element
 * and attribute, for the caller to log with the routing key and skip.
 */
export function parseUofMessage(xml: string): ParsedUofMessage {
  try {
    SyntaxValidator.validate(xml)
  } catch (error) {
    const { line, message } = error as { line?: number; message: string }
    return { ok: false, reason: `malformed XML at line ${String(line ?? 1)}: ${message}` }
  }
  const document = parser.parse(xml) as Record<string, unknown>
  const roots = Object.keys(document).filter((name) => name !== '?xml')
  const [root] = roots
  // Two roots of one name come as a list.
  if (roots.length !== 1 || root === undefined || Array.isArray(document[root]))
    return { ok: false, reason: 'expected one root element' }
  if (!isMessageType(root)) return { ok: false, reason: `unknown message <${root}>` }
  const body = emptiedContainers(document[root] === '' ? {} : document[root], root)
  const parsed = UOF_MESSAGE_SCHEMAS[root].safeParse(body)
  if (parsed.success) return { ok: true, message: parsed.data }
  const [issue] = parsed.error.issues
  const where = [root, ...(issue?.path ?? []).map(String)].join('.')
  return { ok: false, reason: `<${root}> ${where}: ${issue?.message ?? 'unreadable'}` }
}
