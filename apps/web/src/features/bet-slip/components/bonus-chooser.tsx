'use client'
import { isFarmingBonusType, type SlipBonusOffer } from '@sportsbook/contracts'
import {
  formatMoney,
  formatOdds,
  isFreebetType,
  oddsToMillis,
  type SlipBet,
} from '@sportsbook/domain'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslations } from 'use-intl'
import { alerts } from '@/lib/alerts/alert-store'
import { modals } from '@/lib/modals/modal-store'
import { reportError } from '@/lib/error-reporting/reporter'
import { useOddsFormat } from '@/lib/odds-format-store'
import { activateBonus } from '@/lib/player-bonuses'
import { useSite } from '@/lib/site-context'
import { appliesToBet, slipBonusOf } from '../model/slip-bonus-choice'
import { chooseSlipBonus } from '../model/use-slip-bonuses'
import styles from './bet-slip.module.css'

/**
 * The bet's bonus (spec §4.8): none, or one of the player's bonuses that apply to it. A freebet
 * that is not active yet is activated when picked (the api places only with an active one);
 * bonuses the bet does not meet are listed, disabled, so the player knows why, as are those
 * another bet of the slip has taken (`taken`: a bonus serves one bet of a placement).
 */
export function BonusChooser({
  bet,
  index,
  offers,
  taken = new Set(),
  label,
}: {
  bet: SlipBet
  index: number
  offers: readonly SlipBonusOffer[]
  taken?: ReadonlySet<string>
  /** The legend, when the slip has one chooser per bet. */
  label?: string
}) {
  const t = useTranslations('bonuses')
  const { locale } = useSite()
  const format = useOddsFormat()
  const queryClient = useQueryClient()
  const [activating, setActivating] = useState<string | null>(null)
  if (offers.length === 0) return null
  const name = `bonus-${String(index)}`

  function describe(offer: SlipBonusOffer): string {
    if (offer.reason === 'not_verified') return t('slip.onlyVerified')
    if (!appliesToBet(offer)) return t('slip.notApplicable')
    if (taken.has(offer.id)) return t('slip.taken')
    if (offer.type === 'comboboost' && offer.odds !== null)
      return t('slip.boost', {
        odds: formatOdds(oddsToMillis(offer.odds), format),
        count: offer.suitable_selections.length,
        range: (offer.active_range_index ?? 0) + 1,
      })
    if (offer.freebet_stake)
      return `${t(`types.${offer.type}`)} · ${t('slip.freebet', {
        amount: formatMoney(offer.freebet_stake, locale),
      })}`
    if (offer.available_points !== null)
      return `${t(`types.${offer.type}`)} · ${t('slip.farms', { available: offer.available_points })}`
    return ''
  }

  async function choose(offer: SlipBonusOffer) {
    // A freebet is activated when picked; a hunting or tournament is joined.
    if (
      (isFreebetType(offer.type) || isFarmingBonusType(offer.type)) &&
      offer.user_bonus_status === 'available'
    ) {
      setActivating(offer.id)
      try {
        await activateBonus(queryClient, locale, offer.id)
      } catch (error) {
        reportError(error)
        alerts.showAlert({ severity: 'warning', title: t('slip.activationFailed') })
        return
      } finally {
        setActivating(null)
      }
    }
    chooseSlipBonus(index, slipBonusOf(offer), bet.bonus?.id)
  }

  return (
    <fieldset className={styles.bonuses} aria-busy={activating !== null}>
      <legend>{label ?? t('slip.label')}</legend>
      <label>
        <input
          type="radio"
          name={name}
          checked={!bet.bonus}
          onChange={() => {
            chooseSlipBonus(index, undefined, bet.bonus?.id)
          }}
        />
        <span>{t('slip.none')}</span>
      </label>
      {offers.map((offer) => (
        <label key={offer.id} data-bonus-type={offer.type}>
          <input
            type="radio"
            name={name}
            checked={bet.bonus?.id === offer.id}
            disabled={!appliesToBet(offer) || taken.has(offer.id) || activating !== null}
            onChange={() => void choose(offer)}
          />
          <span>
            {offer.name}
            <small>{describe(offer)}</small>
          </span>
        </label>
      ))}
      {/* A boost for verified players: the way to become one is right here. */}
      {offers.some((offer) => offer.reason === 'not_verified') && (
        <button
          type="button"
          className={styles.link}
          onClick={() => {
            modals.open('phone_verification')
          }}
        >
          {t('slip.verifyPhone')}
        </button>
      )}
    </fieldset>
  )
}
