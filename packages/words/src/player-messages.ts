import type { MessageKeys, NestedKeyOf } from 'use-intl/core'
import { messagesFor, type Messages } from './catalogue'
import { wordsIn } from './translator'

/** What the api says to a player (a refused bet's `localized_message`, a wrong password). */
export type PlayerMessageId = MessageKeys<Messages['player'], NestedKeyOf<Messages['player']>>

/** A player message in `locale` (English for a locale the site does not have). */
export function playerMessage(
  locale: string,
  id: PlayerMessageId,
  params: Readonly<Record<string, string>> = {},
): string {
  return wordsIn(locale)(`player.${id}`, params)
}

/** The message id of a placement error code, when it has one. */
export function placementMessageId(code: number): PlayerMessageId | undefined {
  const id = `placement.${String(code)}`
  return isPlayerMessageId(id) ? id : undefined
}

const ENGLISH_PLAYER = messagesFor('en').player

function isPlayerMessageId(id: string): id is PlayerMessageId {
  const [group, key] = id.split('.')
  const node: unknown = group === undefined ? undefined : Reflect.get(ENGLISH_PLAYER, group)
  return key === undefined
    ? typeof node === 'string'
    : typeof node === 'object' && node !== null && typeof Reflect.get(node, key) === 'string'
}
