'use client'
import type { Match } from '@sportsbook/contracts'
import { formatOdds, oddsToMillis } from '@sportsbook/domain'
import { useEffect, useState } from 'react'
import { MatchList } from '@/components/match-list'
import { outcomeKey } from '@/live/live-store'
import { PrivateChannel } from '@/live/private-channel'
import buttonStyles from '@/components/odds-button.module.css'
import listStyles from '@/components/match-list.module.css'

const MATCHES = 200
const OUTCOMES = ['1', 'X', '2'] as const

function syntheticMatch(i: number): Match {
  const id = `bench-${String(i)}`
  const team = (side: string) => ({
    id: `${id}-${side}`,
    name: `Team ${side} ${String(i)}`,
    abbreviation: side,
    logo: null,
  })
  return {
    id,
    urn_id: `sr:match:${id}`,
    slug: id,
    type: 'match',
    name: `Team H ${String(i)} - Team A ${String(i)}`,
    sport: { id: '1', key: 'football', name: 'Football' },
    sport_type: 'regular',
    category: { id: '1', slug: 'bench', name: 'Bench', country_code: null },
    tournament: { id: '1', slug: 'bench-league', name: 'Bench League', kind: 'season' },
    competitors: { home: team('H'), away: team('A') },
    stadium: null,
    city: null,
    status: 1,
    start_time: '2026-11-22T12:00:00.000Z',
    end_date: null,
    statistics: null,
    available_markets: 1,
    main_market: {
      match_urn_id: `sr:match:${id}`,
      id: '1',
      name: '1X2',
      status: 1,
      specifier: '',
      outcomes: OUTCOMES.map((o, k) => ({ id: o, name: o, active: true, odds: 1.5 + k })),
      market_groups: ['all', 'main'],
      priority: 1,
      most_balanced: false,
      next_bet_stop: null,
      custom_bet_groups: [],
      provider: 'bench',
    },
    secondary_market: null,
    has_video: false,
    provider: 'bench',
    is_provider_stats_available: false,
    bets_count: 0,
  }
}

const matches = Array.from({ length: MATCHES }, (_, i) => syntheticMatch(i))

type Change = { readonly match: number; readonly outcome: number; readonly odds: number }

/** `rate` random outcome changes a second, in 20 batches a second, for `seconds`. */
function runFeed(rate: number, seconds: number, apply: (changes: Change[]) => void): Promise<void> {
  return new Promise((resolve) => {
    const perBatch = Math.round(rate / 20)
    const end = performance.now() + seconds * 1000
    const timer = setInterval(() => {
      const changes = Array.from({ length: perBatch }, () => ({
        match: Math.floor(Math.random() * MATCHES),
        outcome: Math.floor(Math.random() * OUTCOMES.length),
        odds: Math.round((1.01 + Math.random() * 9) * 100) / 100,
      }))
      apply(changes)
      if (performance.now() >= end) {
        clearInterval(timer)
        resolve()
      }
    }, 50)
  })
}

declare global {
  interface Window {
    /** Called by bench/live-render: runs the feed, resolves when it is done. */
    startFeed?: (rate: number, seconds: number) => Promise<void>
  }
}

/**
 * The rows as the live page has them: one live store, each odds button its own subscriber,
 * each row subscribed to its match's channel while near the viewport. The changes come from
 * outside, through the page's push connection (bench/lib/synthetic-push), on the channels the
 * page subscribed to; the page only waits while they stream.
 */
function StoreMode() {
  useEffect(() => {
    window.startFeed = (_rate, seconds) =>
      new Promise((resolve) => {
        setTimeout(resolve, seconds * 1000)
      })
  }, [])
  return (
    <>
      {/* Tells the push connection who is here (a visitor), as the app's layout does. */}
      <PrivateChannel />
      <MatchList
        matches={matches}
        hrefOf={(match) => `/sports/football/${match.slug}`}
        liveLabel="Live"
        emptyText=""
      />
    </>
  )
}

/**
 * The baseline: every price in one state, the whole list rendered again on each batch; the
 * same markup, styles and up/down marks as the rows of MatchList.
 */
function ListMode() {
  const [prices, setPrices] = useState<
    Readonly<Record<string, { odds: number; direction: 'up' | 'down'; movedAt: number }>>
  >({})
  useEffect(() => {
    window.startFeed = (rate, seconds) =>
      runFeed(rate, seconds, (changes) => {
        setPrices((before) => {
          const next = { ...before }
          for (const change of changes) {
            const match = matches[change.match]
            const outcome = OUTCOMES[change.outcome]
            if (!match || !outcome) continue
            const key = outcomeKey(match.id, '1', '', outcome)
            const before = next[key]?.odds ?? 0
            next[key] = {
              odds: change.odds,
              direction: change.odds > before ? 'up' : 'down',
              movedAt: performance.now(),
            }
          }
          return next
        })
      })
  }, [])
  return (
    <ul className={listStyles.list}>
      {matches.map((match) => (
        <li key={match.id} data-match={match.id} className={listStyles.item}>
          <a href={`/sports/football/${match.slug}`} className={listStyles.name}>
            {match.name}
          </a>
          <span className={listStyles.meta}>
            <strong className={listStyles.live}>Live</strong>
          </span>
          <span className={listStyles.league}>
            {match.category.name} · {match.tournament.name}
          </span>
          <div className={listStyles.odds}>
            {match.main_market?.outcomes.map((outcome) => {
              const live = prices[outcomeKey(match.id, '1', '', outcome.id)]
              const text = formatOdds(oddsToMillis(live?.odds ?? outcome.odds), 'european')
              // The same 3 s up/down mark, checked on each whole-list render.
              const mark =
                live && performance.now() - live.movedAt < 3000 ? live.direction : undefined
              return (
                <button
                  key={outcome.id}
                  type="button"
                  className={buttonStyles.button}
                  aria-label={`${outcome.name}, ${text}`}
                >
                  <span className={buttonStyles.label} aria-hidden="true">
                    {outcome.name}
                  </span>
                  <span className={buttonStyles.odds} aria-hidden="true">
                    <span className={buttonStyles.price}>
                      <span data-mark={mark}>{text}</span>
                    </span>
                  </span>
                </button>
              )
            })}
          </div>
        </li>
      ))}
    </ul>
  )
}

export function LiveRenderBench({ mode }: { mode: 'store' | 'list' }) {
  return mode === 'store' ? <StoreMode /> : <ListMode />
}
