import { FeedSimulator, setupFromStoredMatch, type generateCatalogue } from '@sportsbook/feed'

/**
 * A simulator at speed 1 following every match of the catalogue that has kicked off by `start`
 * (what the api's feed would follow), for the feed benchmarks.
 */
export function liveSimulator(
  catalogue: ReturnType<typeof generateCatalogue>,
  start: number,
): FeedSimulator {
  const simulator = new FeedSimulator({ seed: 1, speed: 1, startMs: start, providers: [] })
  for (const match of catalogue.matches.filter(
    (m) => m.type === 'match' && Date.parse(m.startTime) <= start,
  )) {
    const setup = setupFromStoredMatch(
      {
        id: match.id,
        provider: match.provider,
        sportKey: catalogue.sports.find((s) => s.id === match.sportId)?.key ?? '',
        startTime: match.startTime,
        markets: catalogue.markets.filter((m) => m.matchId === match.id),
      },
      simulator.randomFor(match.id),
    )
    if (setup) simulator.track(setup)
  }
  return simulator
}
