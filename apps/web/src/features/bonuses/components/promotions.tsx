'use client'
import { bonusPeriodOf, CAMPAIGN_PERIODS, type CampaignPeriod } from '@sportsbook/domain'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslations } from 'use-intl'
import { LazyModal as Modal } from '@/components/lazy-modal'
import shell from '@/components/shell.module.css'
import { modals } from '@/lib/modals/modal-store'
import { playerQueryOptions } from '@/lib/player-session'
import { useSite } from '@/lib/site-context'
import { campaignsQueryOptions } from '../api/get-campaigns'
import { myBonusesQueryOptions } from '../api/get-my-bonuses'
import { BonusCard, type BonusItem } from './bonus-card'
import { BonusDetails } from './bonus-details'
import { PromoCodeForm } from './promo-code-form'
import styles from './bonuses.module.css'

/**
 * The promotions page's content (spec §2.2, §4): the time filter, the promo-code field and the
 * player's bonuses for a signed-in player (a sign-up call for visitors, whose private queries
 * stay off — spec §6.1), and the public campaigns for everyone; each card opens its details.
 */
export function Promotions() {
  const t = useTranslations('bonuses')
  const { locale } = useSite()
  const player = useQuery(playerQueryOptions(locale))
  const playerId = player.data?.id
  const [period, setPeriod] = useState<CampaignPeriod>('valid')
  const [open, setOpen] = useState<BonusItem | null>(null)
  const mine = useInfiniteQuery(myBonusesQueryOptions(locale, playerId))
  const myBonuses = mine.data?.pages.flatMap((page) => page.data) ?? []
  const campaigns = useQuery(campaignsQueryOptions(locale, period, player.data?.currency))
  // The dialog shows the bonus as last read: a boost or an activation inside it shows at once.
  const shown = (open && myBonuses.find((bonus) => bonus.id === open.id)) ?? open
  const myInPeriod = myBonuses.filter((bonus) => bonusPeriodOf(bonus.status) === period)
  // A campaign the player already holds is shown once, as their bonus.
  const held = new Set(myBonuses.map((bonus) => bonus.campaign_id))
  const offers = (campaigns.data ?? []).filter((campaign) => !held.has(campaign.id))

  const cards = (items: readonly BonusItem[]) => (
    <ul className={styles.cards}>
      {items.map((item) => (
        <li key={item.id}>
          <BonusCard
            item={item}
            onDetails={() => {
              setOpen(item)
            }}
          />
        </li>
      ))}
    </ul>
  )

  return (
    <>
      <div className={styles.periods} role="group" aria-label={t('periods.label')}>
        {CAMPAIGN_PERIODS.map((p) => (
          <button
            key={p}
            type="button"
            aria-pressed={p === period}
            onClick={() => {
              setPeriod(p)
            }}
          >
            {t(`periods.${p}`)}
          </button>
        ))}
      </div>
      {player.data && <PromoCodeForm />}
      {player.data === null && (
        <p className={styles.signUpCall}>
          {t('signUpCall')}
          <button
            type="button"
            className={`${shell.button} ${shell.primary}`}
            onClick={() => {
              modals.open('sign_up')
            }}
          >
            {t('signUp')}
          </button>
        </p>
      )}
      {player.data && (
        <section aria-labelledby="my-bonuses">
          <h2 id="my-bonuses">{t('mine')}</h2>
          {mine.isPending ? (
            <p aria-busy="true">…</p>
          ) : mine.isError ? (
            <p role="alert">{t('loadFailed')}</p>
          ) : myInPeriod.length === 0 && !mine.hasNextPage ? (
            <p>{t('noneMine')}</p>
          ) : (
            cards(myInPeriod)
          )}
          {/* Spec §9: bonus lists come 4 at a time; the rest on demand. */}
          {mine.hasNextPage && (
            <button
              type="button"
              className={shell.button}
              aria-busy={mine.isFetchingNextPage || undefined}
              disabled={mine.isFetchingNextPage}
              onClick={() => void mine.fetchNextPage()}
            >
              {t('showMore')}
            </button>
          )}
        </section>
      )}
      <section aria-labelledby="offers">
        <h2 id="offers">{t('offers')}</h2>
        {campaigns.isPending ? (
          <p aria-busy="true">…</p>
        ) : campaigns.isError ? (
          <p role="alert">{t('loadFailed')}</p>
        ) : offers.length === 0 ? (
          <p>{t('noOffers')}</p>
        ) : (
          cards(offers)
        )}
      </section>
      {shown && (
        <Modal
          open
          onOpenChange={(isOpen) => {
            if (!isOpen) setOpen(null)
          }}
          title={shown.name}
        >
          <BonusDetails
            item={shown}
            onDone={() => {
              setOpen(null)
            }}
          />
        </Modal>
      )}
    </>
  )
}
