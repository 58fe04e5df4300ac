import { describe, expect, it } from 'vitest'
import { MARKET_STATUS, MAX_ODDS_MILLIS } from '@sportsbook/domain'
import type { SportModel } from '../fixtures/sport-definitions'
import { distributionsFor } from '../pricing/model-state'
import { outcomeResolver, type MatchResult, type OutcomeResult } from '../pricing/results'
import { marketDefinitions } from '../pricing/sport-markets'
import { seededRandom } from '../random'
import {
  BET_STOP_AFTER_MS,
  advanceMatch,
  initialLiveState,
  type LiveMatchSetup,
  type LiveMatchState,
} from './live-match'
import { elapsedAt, planMatch } from './live-plan'

type Score = { home: number; away: number }
const START = Date.parse('2026-11-21T12:00:00.000Z')

/**
 * The oracle, written apart from the feed's own rule: final results the match can still reach,
 * found by brute force over the sport's scoring rules. An outcome is open while two of them
 * settle it differently.
 */
function witnesses(setup: LiveMatchSetup, state: LiveMatchState, pastHalf: boolean): MatchResult[] {
  const { home, away } = state.units
  switch (setup.model) {
    case 'football':
    case 'iceHockey': {
      const out: MatchResult[] = []
      for (let i = 0; i <= 9; i += 1)
        for (let j = 0; j <= 9; j += 1) {
          const halfTime = pastHalf
            ? state.firstHalf
            : {
                home: state.firstHalf.home + Math.min(i, 6),
                away: state.firstHalf.away + Math.min(j, 6),
              }
          out.push({ home: home + i, away: away + j, halfTime })
        }
      return out
    }
    case 'basketball':
    case 'cricket': {
      const steps = [0, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610]
      return steps.flatMap((i) => steps.map((j) => ({ home: home + i, away: away + j })))
    }
    case 'volleyball':
    case 'tableTennis':
    case 'esports': {
      const needed = setup.model === 'esports' ? 2 : 3
      const out: MatchResult[] = []
      const race = (h: number, a: number) => {
        if (h === needed || a === needed) out.push({ home: h, away: a })
        else {
          race(h + 1, a)
          race(h, a + 1)
        }
      }
      race(home, away)
      return out
    }
    case 'tennis':
      return tennisFinals(state)
  }
}

/** Sets a tennis set can end on, from the winner's side: 6–0 … 6–4, 7–5, 7–6. */
const SET_SCORES: Score[] = [
  ...[0, 1, 2, 3, 4].map((loser) => ({ home: 6, away: loser })),
  { home: 7, away: 5 },
  { home: 7, away: 6 },
].flatMap((s) => [s, { home: s.away, away: s.home }])

function tennisFinals(state: LiveMatchState): MatchResult[] {
  const tennis = state.tennis
  if (!tennis) return []
  const out: MatchResult[] = []
  const play = (sets: Score, games: Score, current: Score | null) => {
    if (sets.home === 2 || sets.away === 2) {
      out.push({ home: sets.home, away: sets.away, games })
      return
    }
    const from = current ?? { home: 0, away: 0 }
    for (const set of SET_SCORES) {
      if (set.home < from.home || set.away < from.away) continue
      // A set at 6:5 can only end 7:5 or 7:6; 5:5 cannot end 6:5 — SET_SCORES holds only finals.
      const won = set.home > set.away ? 'home' : 'away'
      play(
        { ...sets, [won]: sets[won] + 1 },
        { home: games.home + set.home - from.home, away: games.away + set.away - from.away },
        null,
      )
    }
  }
  play(tennis.sets, tennis.games, tennis.setGames)
  return out
}

/** Every outcome result the brute-force witnesses give, per outcome key. */
function openOutcomes(setup: LiveMatchSetup, finals: readonly MatchResult[]): Set<string> {
  const open = new Set<string>()
  for (const { marketId, specifier, outcomeIds } of setup.definitions)
    for (const outcomeId of outcomeIds) {
      const resolve = outcomeResolver(marketId, specifier, outcomeId)
      const first = finals[0] && resolve(finals[0])
      if (finals.some((f) => resolve(f) !== first))
        open.add(`${marketId}|${specifier}|${outcomeId}`)
    }
  return open
}

const MATCHES: Readonly<Record<SportModel, number>> = {
  football: 300,
  iceHockey: 200,
  basketball: 60,
  cricket: 40,
  volleyball: 500,
  tableTennis: 500,
  esports: 500,
  tennis: 40,
}

/**
 * The scores after which to look: every one, but for the sports that score often only some —
 * tennis when a game ends (points within a game decide nothing), basketball and cricket every
 * fourth step.
 */
function lookAfter(setup: LiveMatchSetup) {
  return setup.plan.filter((e, i) =>
    setup.model === 'tennis'
      ? e.tennis?.score.points.home === 0 && e.tennis.score.points.away === 0
      : setup.model === 'basketball' || setup.model === 'cricket'
        ? i % 4 === 3
        : true,
  )
}

describe('[live] nothing already decided is for sale', () => {
  it.each(Object.entries(MATCHES) as [SportModel, number][])(
    '%s: over %i simulated matches, no outcome on sale is decided or at the price cap, and what is settled early is the final result',
    (model, count) => {
      const random = seededRandom(model.length * 7919 + count)
      const wrong: string[] = []
      let checks = 0
      let settledEarly = 0
      for (let n = 0; n < count; n += 1) {
        const strength = random.next() * 3 - 1.5
        const setup: LiveMatchSetup = {
          id: `${model}-${n}`,
          provider: 'betradar',
          model,
          strength,
          startMs: START,
          definitions: marketDefinitions(model, distributionsFor(model, strength)),
          plan: planMatch(random, model, strength),
          marginBp: 600,
          notCovered: false,
          ...(model === 'football' ? { stoppageMinutes: random.int(1, 5) } : {}),
        }
        let state = initialLiveState(setup)
        const onSale = new Map<string, { odds: number; active: boolean }>()
        const marketStatus = new Map<string, number>()
        const early = new Map<string, OutcomeResult>()
        let final: Map<string, OutcomeResult> | undefined
        // Decidedness changes only with the score: look right after each score (markets stopped)
        // and once they reopen, and once past half-time.
        const moments = [
          ...lookAfter(setup).flatMap((e) => {
            const at = START + elapsedAt(model, e.atFraction)
            return [at + 1, at + BET_STOP_AFTER_MS + 1]
          }),
          START + elapsedAt(model, 0.5) + 1,
          START + elapsedAt(model, 0.5) + 16 * 60_000,
          START + elapsedAt(model, 1.2) + 1,
        ].sort((a, b) => a - b)
        for (const now of moments) {
          const advanced = advanceMatch(setup, state, now)
          state = advanced.state
          for (const event of advanced.events) {
            if (event.type === 'odds_change')
              for (const market of event.markets) {
                const marketKey = `${market.marketId}|${market.specifier}`
                marketStatus.set(marketKey, market.status)
                for (const o of market.outcomes)
                  onSale.set(`${marketKey}|${o.id}`, { odds: o.oddsMillis, active: o.active })
              }
            if (event.type === 'outcomes_settled')
              for (const o of event.outcomes)
                early.set(`${o.marketId}|${o.specifier}|${o.outcomeId}`, o.result)
            if (event.type === 'result')
              final = new Map(
                event.outcomes.map((o) => [
                  `${o.marketId}|${o.specifier}|${o.outcomeId}`,
                  o.result,
                ]),
              )
          }
          if (state.finished) break
          const pastHalf = model === 'football' && now >= START + elapsedAt(model, 0.5)
          const open = openOutcomes(setup, witnesses(setup, state, pastHalf))
          for (const [id, { odds, active }] of onSale) {
            const marketKey = id.slice(0, id.lastIndexOf('|'))
            if (!active || marketStatus.get(marketKey) !== MARKET_STATUS.open) continue
            checks += 1
            if (!open.has(id))
              wrong.push(`${setup.id} at ${JSON.stringify(state.units)}: ${id} is decided`)
            if (odds >= MAX_ODDS_MILLIS) wrong.push(`${setup.id}: ${id} at the cap`)
          }
        }
        if (!final) wrong.push(`${setup.id} has no result`)
        for (const [id, result] of early)
          if (final?.get(id) !== result) wrong.push(`${setup.id}: ${id} settled ${result} early`)
        settledEarly += early.size
      }
      expect(wrong).toEqual([])
      // The property was exercised: outcomes were on sale and some were settled early.
      expect(checks).toBeGreaterThan(count)
      if (model !== 'basketball' && model !== 'cricket') expect(settledEarly).toBeGreaterThan(0)
    },
    60_000,
  )
})
