'use client'
import type { Bonus, BonusCampaign } from '@sportsbook/contracts'
import { formatMoney, formatOdds, oddsToMillis } from '@sportsbook/domain'
import { useFormatter, useTranslations } from 'use-intl'
import { useOddsFormat } from '@/lib/odds-format-store'
import { useSite } from '@/lib/site-context'
import { imageUrl } from '@/lib/image-url'
import { FarmingProgress } from './farming-progress'
import styles from './bonuses.module.css'

/** A campaign, or a bonus issued to the player (which carries its campaign's fields). */
export type BonusItem = BonusCampaign | Bonus

export function isIssued(item: BonusItem): item is Bonus {
  return 'issued' in item
}

/** What the bonus gives, in a line: a freebet's amount (or what is left), a boost's uses. */
export function useBonusSummary(): (item: BonusItem) => string {
  const t = useTranslations('bonuses')
  const { locale } = useSite()
  const format = useOddsFormat()
  return (item) => {
    if (isIssued(item) && item.type === 'lootbox')
      return item.lootbox_opening === null
        ? t('lootbox.toOpen')
        : t(item.lootbox_opening.chest.variant === 'win' ? 'lootbox.won' : 'lootbox.empty')
    if (item.lootbox) return t('lootbox.chest', { size: item.lootbox.chest_size })
    if (item.tournament)
      return t('tournament.pool', { amount: formatMoney(item.tournament.pool, locale) })
    if (item.farming) {
      const stats = isIssued(item) ? item.farming_stats : null
      if (stats) return t('farming.pointsCount', { count: stats.points })
      const top = item.farming.ranges.at(-1)?.freebet
      return top ? t('farming.upTo', { amount: formatMoney(top, locale) }) : ''
    }
    if (isIssued(item) && item.freebet_balance)
      return t('left', { amount: formatMoney(item.freebet_balance, locale) })
    if (item.freebet?.amount)
      return t('amount', { amount: formatMoney(item.freebet.amount, locale) })
    if (isIssued(item) && item.uses_left !== null) return t('usesLeft', { count: item.uses_left })
    const [range] = item.comboboost?.ranges ?? []
    return range
      ? t('boostRange', {
          min: range.min_count,
          max: range.max_count,
          odds: formatOdds(oddsToMillis(range.odds), format),
        })
      : ''
  }
}

/** A promotion as a card: banner, kind and status, name, what it gives, until when. */
export function BonusCard({ item, onDetails }: { item: BonusItem; onDetails: () => void }) {
  const t = useTranslations('bonuses')
  const format = useFormatter()
  const summary = useBonusSummary()
  const issued = isIssued(item)
  const headingId = `bonus-${item.id}`
  const date = (value: string) => format.dateTime(new Date(value), { dateStyle: 'medium' })
  return (
    <article
      className={styles.card}
      aria-labelledby={headingId}
      data-bonus={item.id}
      data-status={issued ? item.status : undefined}
    >
      {item.banners ? (
        // Through the image proxy (spec §7.2): resized, in the best format the browser takes.
        <picture>
          <source
            media="(min-width: 780px)"
            srcSet={`${imageUrl(item.banners.desktop, 384)} 1x, ${imageUrl(item.banners.desktop, 828)} 2x`}
          />
          <img
            className={styles.banner}
            src={imageUrl(item.banners.mobile, 640)}
            srcSet={`${imageUrl(item.banners.mobile, 640)} 1x, ${imageUrl(item.banners.mobile, 1200)} 2x`}
            alt=""
          />
        </picture>
      ) : (
        <span />
      )}
      <div className={styles.body}>
        <p className={styles.kind}>
          <span>{t(`types.${item.type}`)}</span>
          {issued && <span className={styles.status}>{t(`statuses.${item.status}`)}</span>}
        </p>
        <h3 id={headingId}>{item.name}</h3>
        <p>{summary(item)}</p>
        {issued && <FarmingProgress bonus={item} />}
        <p className={styles.muted}>
          {item.period === 'upcoming'
            ? t('validFrom', { date: date(item.valid_from) })
            : t('validUntil', { date: date(issued ? item.issued.expired_at : item.valid_to) })}
        </p>
        <button type="button" className={styles.details} onClick={onDetails}>
          {t('details')}
          <span className="visually-hidden"> · {item.name}</span>
        </button>
      </div>
    </article>
  )
}
