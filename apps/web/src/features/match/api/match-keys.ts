/** Query keys of a match's server data; every key of one match starts with `ofMatch`. */
export const matchKeys = {
  ofMatch: (locale: string, id: string) => ['match', locale, id] as const,
  match: (locale: string, id: string) => [...matchKeys.ofMatch(locale, id), 'match'] as const,
  markets: (locale: string, id: string) => [...matchKeys.ofMatch(locale, id), 'markets'] as const,
  betBuilder: (locale: string, id: string) =>
    [...matchKeys.ofMatch(locale, id), 'bet-builder'] as const,
  headToHead: (locale: string, id: string) =>
    [...matchKeys.ofMatch(locale, id), 'head-to-head'] as const,
  streams: (locale: string, id: string) => [...matchKeys.ofMatch(locale, id), 'streams'] as const,
  /** Not under `ofMatch`: a live update of the match need not ask for it again. */
  prediction: (id: string, playerId: string | undefined) => ['prediction', id, playerId] as const,
  chatUser: (playerId: string | undefined) => ['chat-user', playerId] as const,
}
