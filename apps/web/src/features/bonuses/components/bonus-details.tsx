'use client'
import type { Bonus } from '@sportsbook/contracts'
import { formatOdds, oddsToMillis } from '@sportsbook/domain'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useFormatter, useTranslations } from 'use-intl'
import { alerts } from '@/lib/alerts/alert-store'
import { reportError } from '@/lib/error-reporting/reporter'
import { useOddsFormat } from '@/lib/odds-format-store'
import { useSite } from '@/lib/site-context'
import { useActivateBonus } from '../api/activate-bonus'
import { bonusTermsQueryOptions } from '../api/get-bonus-terms'
import { isIssued, useBonusSummary, type BonusItem } from './bonus-card'
import { FarmingDetails } from './farming-details'
import { LootboxChest } from './lootbox-chest'
import styles from './bonuses.module.css'

/**
 * A bonus's details (spec §4.8): what it gives, its conditions, its validity and — for one the
 * player holds — its terms and, while it waits to be used, Activate. A lootbox shows its chest
 * and what it may hold, and opens in place: the chest shows what was inside.
 */
export function BonusDetails({ item, onDone }: { item: BonusItem; onDone: () => void }) {
  const t = useTranslations('bonuses')
  const { locale } = useSite()
  const oddsFormat = useOddsFormat()
  const format = useFormatter()
  const summary = useBonusSummary()
  const issued = isIssued(item) ? item : undefined
  const terms = useQuery({ ...bonusTermsQueryOptions(locale, item), enabled: Boolean(issued) })
  const activate = useActivateBonus(locale)
  const odds = (value: number) => formatOdds(oddsToMillis(value), oddsFormat)
  const date = (value: string) =>
    format.dateTime(new Date(value), { dateStyle: 'medium', timeStyle: 'short' })
  const conditions = item.event_conditions
  const canActivate = issued?.status === 'available' && item.type !== 'lootbox'
  // An opened lootbox shows what was inside at once, from the answer.
  const [opened, setOpened] = useState<Bonus>()
  const canOpen = !opened && issued?.status === 'available' && item.type === 'lootbox'
  const opening = (opened ?? issued)?.lootbox_opening ?? null

  return (
    <div className={styles.body} data-bonus-details={item.id}>
      <p className={styles.kind}>
        <span>{t(`types.${item.type}`)}</span>
        {issued && (
          <span className={styles.status}>{t(`statuses.${(opened ?? issued).status}`)}</span>
        )}
      </p>
      {item.lootbox && (
        <LootboxChest
          size={opening?.chest.size ?? item.lootbox.chest_size}
          variant={opening?.chest.variant ?? 'closed'}
        />
      )}
      <p>{summary(opened ?? item)}</p>
      {item.lootbox && (
        <>
          <h3>{t('lootbox.chances')}</h3>
          <ul>
            {item.lootbox.prizes.map((prize, index) => (
              <li key={index}>
                {t(prize.campaign_id === null ? 'lootbox.nothingPrize' : 'lootbox.freebetPrize', {
                  chance: prize.chance,
                })}
              </li>
            ))}
          </ul>
        </>
      )}
      <FarmingDetails item={opened ?? item} />
      <h3>{t('conditions')}</h3>
      <ul>
        <li>
          {conditions.sports.length > 0
            ? t('sports', { sports: conditions.sports.join(', ') })
            : t('anySport')}
        </li>
        <li>
          {t('selections', { min: conditions.min_selections, max: conditions.max_selections })}
        </li>
        {conditions.min_odds !== null && (
          <li>{t('minOdds', { odds: odds(conditions.min_odds) })}</li>
        )}
        {item.freebet && (
          <li>
            {t('oddsRange', { min: odds(item.freebet.min_odds), max: odds(item.freebet.max_odds) })}
          </li>
        )}
        {item.comboboost?.ranges.map((range) => (
          <li key={range.min_count}>
            {t('boostRange', {
              min: range.min_count,
              max: range.max_count,
              odds: odds(range.odds),
            })}
          </li>
        ))}
        {item.comboboost && item.comboboost.min_odds > 1 && (
          <li>{t('minOdds', { odds: odds(item.comboboost.min_odds) })}</li>
        )}
        {item.comboboost?.only_verified && <li>{t('onlyVerified')}</li>}
      </ul>
      <p className={styles.muted}>
        {t('validity', {
          // An issued bonus's own validity: from when it was activated (or issued) to its expiry.
          from: date(
            issued ? (issued.issued.activated_at ?? issued.issued.issued_at) : item.valid_from,
          ),
          to: date(issued ? issued.issued.expired_at : item.valid_to),
        })}
      </p>
      {issued && (
        <>
          <h3>{t('terms')}</h3>
          {terms.isPending ? (
            <p aria-busy="true">{t('termsLoading')}</p>
          ) : (
            <p className={styles.terms}>{terms.data}</p>
          )}
        </>
      )}
      {(canOpen || canActivate) && (
        <button
          type="button"
          className={styles.submit}
          disabled={activate.isPending}
          aria-busy={activate.isPending}
          onClick={() => {
            activate.mutate(item.id, {
              onSuccess: (bonus) => {
                if (canOpen) {
                  // The chest opens in place: the answer says what was inside.
                  setOpened(bonus)
                  const won = bonus.lootbox_opening?.chest.variant === 'win'
                  alerts.showAlert({
                    severity: won ? 'success' : 'info',
                    title: t(won ? 'lootbox.openedWon' : 'lootbox.openedEmpty'),
                  })
                  return
                }
                alerts.showAlert({
                  severity: 'success',
                  title: t('activated', { name: item.name }),
                })
                onDone()
              },
              onError: (error) => {
                reportError(error)
                alerts.showAlert({
                  severity: 'warning',
                  title: t(canOpen ? 'lootbox.openFailed' : 'activateFailed'),
                })
              },
            })
          }}
        >
          {t(
            canOpen ? 'lootbox.open' : item.type === 'tournament' ? 'tournament.join' : 'activate',
          )}
        </button>
      )}
    </div>
  )
}
