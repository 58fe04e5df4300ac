import type { ApiError, FieldIssue } from '@sportsbook/contracts'
import { playerMessage, type PlayerMessageId } from '@sportsbook/words'

/** A message the player reads, by id, said in their language when the answer goes out. */
export type PlayerText = {
  readonly id: PlayerMessageId
  readonly params?: Readonly<Record<string, string>>
}

/** Field issues whose message is the player's, by the issue's code. */
const FIELD_MESSAGES: Readonly<Record<string, PlayerMessageId>> = {
  wrong_password: 'wrongPassword',
  wrong_code: 'wrongCode',
}

/**
 * A service's "no": an error code of the contract (`email_taken`, `excluded`, …), what it
 * means in words, the fields it concerns and any fields the answer adds. Services throw it;
 * which HTTP status it becomes is the error handler's business alone (`plugins/error-handler.ts`).
 */
export class Refused extends Error {
  readonly text: PlayerText | undefined
  constructor(
    readonly code: string,
    message: string | PlayerText,
    readonly details: FieldIssue[] = [],
    /** Fields a particular answer adds beside `error` (a refused placement's `code` and `data`). */
    readonly extra: Readonly<Record<string, unknown>> = {},
  ) {
    super(typeof message === 'string' ? message : playerMessage('en', message.id, message.params))
    this.text = typeof message === 'string' ? undefined : message
  }

  /** The error body and extra fields in `locale`: player messages translated, the rest as is. */
  localized(locale: string): { body: ApiError['error']; extra: Readonly<Record<string, unknown>> } {
    const message = this.text ? playerMessage(locale, this.text.id, this.text.params) : this.message
    const details = this.details.map((issue) => {
      const id = FIELD_MESSAGES[issue.code]
      return id ? { ...issue, message: playerMessage(locale, id) } : issue
    })
    return { body: { code: this.code, message, details }, extra: this.extra }
  }
}
