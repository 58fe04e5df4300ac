import { newSelection, type SlipSelection } from './selection'

/** A slip selection for tests: match `m`, market 1, outcome `o`, at `odds` (decimal). */
export function testSelection(
  m: string,
  o = '1',
  odds = 2,
  provider = 'betradar',
  matchStatus = 0,
): SlipSelection {
  return newSelection({
    provider,
    matchId: m,
    marketId: '1',
    specifier: '',
    outcomeId: o,
    oddsMillis: Math.round(odds * 1000),
    matchStatus,
    labels: { marketName: '1X2', outcomeName: o },
  })
}
