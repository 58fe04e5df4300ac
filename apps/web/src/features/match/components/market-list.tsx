'use client'
import type { Market, Match } from '@sportsbook/contracts'
import { isMarketOpen, type MarketLines } from '@sportsbook/domain'
import { useState } from 'react'
import { useTranslations } from 'use-intl'
import { OddsButton } from '@/components/odds-button'
import { selectionRef } from '@/slip/selection-ref'
import styles from './match.module.css'

/** Lines shown of a market type before "all lines" (the most balanced comes first). */
const LINES_SHOWN = 3

/** Market types with their lines, each line's outcomes as live odds buttons. */
export function MarketList({
  match,
  markets,
}: {
  match: Match
  markets: readonly MarketLines<Market>[]
}) {
  return (
    <div className={styles.markets}>
      {markets.map((type) => (
        <MarketType key={type.id} match={match} type={type} />
      ))}
    </div>
  )
}

function MarketType({ match, type }: { match: Match; type: MarketLines<Market> }) {
  const t = useTranslations('match')
  const [all, setAll] = useState(false)
  const lines = all ? type.lines : type.lines.slice(0, LINES_SHOWN)
  const first = type.lines[0]
  if (!first) return null
  const several = type.lines.length > 1
  return (
    <section className={styles.market} data-market={type.id}>
      <h3 className={styles.marketName}>{several ? typeName(first.name) : first.name}</h3>
      {lines.map((line) => (
        <div
          key={line.specifier}
          className={styles.line}
          role="group"
          aria-label={line.name}
          data-specifier={line.specifier}
        >
          {several && <span className={styles.lineName}>{line.name}</span>}
          <div className={styles.outcomes}>
            {line.outcomes.map((outcome) => (
              <OddsButton
                key={outcome.id}
                selection={selectionRef(match, line, outcome)}
                odds={outcome.odds}
                active={outcome.active && isMarketOpen(line.status)}
              />
            ))}
          </div>
        </div>
      ))}
      {type.lines.length > LINES_SHOWN && (
        <button
          type="button"
          className={styles.moreLines}
          aria-expanded={all}
          onClick={() => {
            setAll(!all)
          }}
        >
          {all ? t('fewerLines') : t('allLines', { count: type.lines.length })}
        </button>
      )}
    </section>
  )
}

/** A market type's name from a line's ("Total 2.5" → "Total"); the line keeps its full name. */
function typeName(lineName: string): string {
  return lineName.replace(/\s*[-+]?\d+([.,]\d+)?$/, '') || lineName
}
