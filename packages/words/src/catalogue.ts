import type { AbstractIntlMessages } from 'use-intl/core'
import da from './messages/da.json'
import de from './messages/de.json'
import en from './messages/en.json'
import es from './messages/es.json'
import no from './messages/no.json'
import ptBR from './messages/pt-BR.json'
import ru from './messages/ru.json'
import sv from './messages/sv.json'
import tr from './messages/tr.json'

export type Messages = typeof en

/** Every text of every supported locale (the pages, the api's words); English is the fallback (spec §2.7). */
export const MESSAGES: Readonly<Record<string, AbstractIntlMessages>> = {
  en,
  da,
  de,
  es,
  no,
  'pt-BR': ptBR,
  ru,
  sv,
  tr,
}

/**
 * The locale's messages over the English ones, so a key missing in a translation (or a
 * right-to-left locale with no file yet) shows English rather than the key.
 */
export function messagesFor(locale: string): Messages {
  const own = MESSAGES[locale]
  return own ? deepMerge(en, own) : en
}

function deepMerge<T>(base: T, over: AbstractIntlMessages): T {
  if (!isRecord(base)) return base
  const out: Record<string, unknown> = { ...base }
  for (const [key, value] of Object.entries(over)) {
    const current = out[key]
    out[key] = isRecord(current) && isRecord(value) ? deepMerge(current, value) : value
  }
  // The merged object has the base's shape: every key of English, with the locale's texts.
  return out as T
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
