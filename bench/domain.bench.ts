// Domain hot paths next to naive baselines measured in the same run:
// 1. potential win of every system type: elementary symmetric polynomials vs enumerating
//    every combination (enumeration is only feasible up to ~20 selections; 40 is ESP only);
// 2. one live refresh of a 40-selection slip: the changed match only vs recomputing every match.
import {
  DEFAULT_SLIP_RULES,
  addSelection,
  emptySlip,
  marketKey,
  newSelection,
  refreshSlip,
  systemPotentialWinSubunits,
  systemTypesFor,
  type MatchState,
  type Slip,
} from '@sportsbook/domain'
import { fmt, medianMs } from './lib/measure'

function oddsList(n: number): number[] {
  return Array.from({ length: n }, (_, i) => 1100 + ((i * 7919) % 2900))
}

function enumerateWin(stake: number, odds: readonly number[], k: number): number {
  let sum = 0n
  const scale = 1000n ** BigInt(k)
  const walk = (start: number, left: number, product: bigint): void => {
    if (left === 0) {
      sum += product
      return
    }
    for (let i = start; i <= odds.length - left; i += 1)
      walk(i + 1, left - 1, product * BigInt(odds[i] ?? 0))
  }
  walk(0, k, 1n)
  return Number((BigInt(stake) * sum) / scale)
}

const allTypesEsp = (odds: number[]) =>
  systemTypesFor(odds.length).map((t) => systemPotentialWinSubunits(100, odds, t.winCount))
const allTypesEnum = (odds: number[]) =>
  systemTypesFor(odds.length).map((t) => enumerateWin(100, odds, t.winCount))

const odds20 = oddsList(20)
if (JSON.stringify(allTypesEsp(odds20)) !== JSON.stringify(allTypesEnum(odds20)))
  throw new Error('ESP ≠ enumeration')
const esp20 = medianMs(() => allTypesEsp(odds20))
const enum20 = medianMs(() => allTypesEnum(odds20), 3)
const esp40 = medianMs(() => allTypesEsp(oddsList(40)))
console.log(
  `system potential win, all ${systemTypesFor(20).length} types of 20 selections: ESP ${fmt(esp20)} | baseline enumeration ${fmt(enum20)} | ratio ${(esp20 / enum20).toFixed(5)}`,
)
console.log(
  `system potential win, all ${systemTypesFor(40).length} types of 40 selections: ESP ${fmt(esp40)} (enumeration: ~1.1e12 products, not run)`,
)

const rules = { ...DEFAULT_SLIP_RULES, multiSingleAllowedByProvider: {} }
let slip: Slip = emptySlip('EUR')
for (let i = 0; i < 40; i += 1) {
  const selection = newSelection({
    provider: 'betradar',
    matchId: `m${i}`,
    marketId: '1',
    specifier: '',
    outcomeId: '1',
    oddsMillis: 1500,
    matchStatus: 1,
    labels: { marketName: '1X2', outcomeName: 'Home' },
  })
  const added = addSelection(slip, selection, rules)
  if (added.ok) slip = added.value
}
const state = (oddsMillis: number): MatchState => ({
  status: 1,
  markets: new Map([
    [marketKey('1', ''), { status: 1, outcomes: [{ id: '1', active: true, oddsMillis }] }],
  ]),
})
const one = new Map([['m7', state(1550)]])
const all = new Map(
  Array.from({ length: 40 }, (_, i) => [`m${i}`, state(i === 7 ? 1550 : 1500)] as const),
)
const incremental = medianMs(() => refreshSlip(slip, one, 'higher'), 201)
const full = medianMs(() => refreshSlip(slip, all, 'higher'), 201)
console.log(
  `live refresh of a 40-selection combo, one match changed: ${fmt(incremental)} | baseline recompute of all 40 matches ${fmt(full)} | ratio ${(incremental / full).toFixed(2)}`,
)
