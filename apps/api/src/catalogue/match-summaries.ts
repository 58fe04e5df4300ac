import { matchSchema, type Match, type Pagination } from '@sportsbook/contracts'

/** What a kept summary is checked against: the match's row as the list just read it. */
export type RevisedRow = { readonly id: string; readonly revision: number }

type Entry = { readonly revision: number; readonly match: Match }

/** Matches × locales kept: the seeded catalogue in a few languages, a few MB of JSON. */
const MAX_ENTRIES = 5_000

/**
 * Each match as lists show it (names, competitors, main and secondary markets), checked
 * against the contract once and kept with its JSON, per locale, until the match's revision
 * moves: every write to a match, its markets or outcomes moves it in the same transaction
 * (match-revisions.ts). A list then hydrates only the matches written since it was last
 * read, with or without the answer cache (decision 159). Kept matches are shared between
 * answers: callers never change them.
 */
export class MatchSummaries {
  readonly #entries = new Map<string, Entry>()
  readonly #json = new WeakMap<Match, string>()

  /** The kept summary of the row's match at the row's revision, if there is one. */
  get(locale: string, row: RevisedRow): Match | undefined {
    const entry = this.#entries.get(`${locale} ${row.id}`)
    return entry?.revision === row.revision ? entry.match : undefined
  }

  /** Checks a match just hydrated at `revision` against the contract and keeps it. */
  keep(locale: string, revision: number, hydrated: Match): Match {
    const match = matchSchema.parse(hydrated)
    this.#json.set(match, JSON.stringify(match))
    const key = `${locale} ${match.id}`
    this.#entries.delete(key)
    this.#entries.set(key, { revision, match })
    // Map keeps insertion order: the first key is the one kept longest ago.
    if (this.#entries.size > MAX_ENTRIES) {
      const oldest = this.#entries.keys().next().value
      if (oldest !== undefined) this.#entries.delete(oldest)
    }
    return match
  }

  /** A page of matches as the list's JSON, each match's text made once when it was kept. */
  pageJson(page: { readonly data: readonly Match[]; readonly pagination: Pagination }): string {
    const items = page.data.map(
      (match) => this.#json.get(match) ?? JSON.stringify(matchSchema.parse(match)),
    )
    return `{"data":[${items.join(',')}],"pagination":${JSON.stringify(page.pagination)}}`
  }
}
