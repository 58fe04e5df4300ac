import type { Market, Match } from '@sportsbook/contracts'
import { isFinishedStatus, isMarketOpen } from '@sportsbook/domain'
import Link from 'next/link'
import { CountryFlag, TeamLogo } from '@/components/catalogue-images'
import { LocalTime } from '@/components/local-time'
import { OddsButton } from '@/components/odds-button'
import { LiveRow } from '@/live/live-row'
import { LiveState } from '@/live/live-state'
import { marketPrices } from '@/live/market-prices'
import { ResyncRefresh } from '@/live/resync-refresh'
import { selectionRef } from '@/slip/selection-ref'
import styles from './match-list.module.css'

const KICK_OFF = { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' } as const

/**
 * Matches as a list: crests and name linking to the match page, start time or live clock and
 * score, the category's flag, and the main and secondary markets' live odds (each row follows
 * its match's channel while on screen).
 */
export function MatchList({
  matches,
  hrefOf,
  liveLabel,
  emptyText,
  live = false,
}: {
  matches: readonly Match[]
  /** A list of matches in play: a match that finishes leaves it, one that kicks off joins it, without a reload. */
  live?: boolean
  hrefOf: (match: Match) => string
  liveLabel: string
  emptyText: string
}) {
  if (matches.length === 0)
    return (
      <>
        <ResyncRefresh live={live} />
        <p>{emptyText}</p>
      </>
    )
  return (
    <>
      <ResyncRefresh live={live} />
      <ul className={styles.list}>
        {matches.map((match) => {
          return (
            <LiveRow
              key={match.id}
              matchId={match.id}
              source={{ sportType: match.sport_type, provider: match.provider }}
              markets={[marketPrices(match.main_market), marketPrices(match.secondary_market)]}
              className={styles.item}
              leavesWhenFinished={live}
            >
              <Link href={hrefOf(match)} className={styles.name}>
                {(match.competitors?.home.logo ?? match.competitors?.away.logo) && (
                  <span className={styles.crests} aria-hidden="true">
                    <TeamLogo src={match.competitors.home.logo} size={20} />
                    <TeamLogo src={match.competitors.away.logo} size={20} />
                  </span>
                )}
                {match.name}
              </Link>
              <span className={styles.meta}>
                <LiveState
                  matchId={match.id}
                  status={match.status}
                  statistics={match.statistics}
                  liveLabel={liveLabel}
                  liveClassName={styles.live}
                  scheduled={
                    <LocalTime
                      value={
                        match.type === 'outright' && match.end_date
                          ? match.end_date
                          : match.start_time
                      }
                      options={KICK_OFF}
                    />
                  }
                />
              </span>
              <span className={styles.league}>
                <CountryFlag code={match.category.country_code} className={styles.flag} />
                {match.category.name} · {match.tournament.name}
              </span>
              {/* A finished match shows its score, not prices that can no longer be bet. */}
              {match.main_market && !isFinishedStatus(match.status) && (
                <div className={styles.markets}>
                  <MarketOdds match={match} market={match.main_market} />
                  {match.type === 'match' && match.secondary_market && (
                    <MarketOdds match={match} market={match.secondary_market} secondary />
                  )}
                </div>
              )}
            </LiveRow>
          )
        })}
      </ul>
    </>
  )
}

/** A market's prices on a card; the secondary one (e.g. Total 2.5) is left out on phones. */
function MarketOdds({
  match,
  market,
  secondary = false,
}: {
  match: Match
  market: Market
  secondary?: boolean
}) {
  return (
    <div
      className={`${match.type === 'outright' ? styles.outrightOdds : styles.odds} ${secondary ? styles.secondary : ''}`}
      data-market-id={market.id}
      data-secondary={secondary || undefined}
    >
      {market.outcomes.map((outcome) => (
        <OddsButton
          key={outcome.id}
          selection={selectionRef(match, market, outcome)}
          odds={outcome.odds}
          active={outcome.active && isMarketOpen(market.status)}
        />
      ))}
    </div>
  )
}
