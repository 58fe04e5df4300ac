'use client'
import { currencyOf, formatMoney } from '@sportsbook/domain'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useId } from 'react'
import { useStore } from 'zustand'
import { useTranslations } from 'use-intl'
import { accountsQueryOptions } from '@/lib/player-accounts'
import { modals } from '@/lib/modals/modal-store'
import { playerQueryOptions } from '@/lib/player-session'
import { useSite } from '@/lib/site-context'
import { quickBetStore } from '@/slip/quick-bet-store'
import { MoneyField } from './money-field'
import styles from './bet-slip.module.css'

/**
 * Quick bet (spec §4.5): a switch, the stake and its approval. Signed-in players only; a pve
 * player cannot turn it on; a balance below the stake turns it off.
 */
export function QuickBetControls() {
  const t = useTranslations('quickBet')
  const { locale } = useSite()
  const player = useQuery(playerQueryOptions(locale)).data
  const accounts = useQuery(accountsQueryOptions(locale, player?.id)).data
  const quick = useStore(quickBetStore.store)
  const hintId = useId()
  const balance = accounts?.find((a) => a.currency === player?.currency)?.balanceSubunits

  useEffect(() => {
    if (player && quick.currency !== player.currency)
      quickBetStore.dispatch({ type: 'currencyChanged', currency: player.currency })
  }, [player, quick.currency])
  useEffect(() => {
    if (balance !== undefined)
      quickBetStore.dispatch({ type: 'balanceChanged', availableSubunits: balance })
  }, [balance])

  const currency = currencyOf(quick.currency)
  return (
    <div className={styles.quickBet} data-quick-bet="">
      <label className={styles.row}>
        <span>{t('label')}</span>
        <input
          type="checkbox"
          role="switch"
          checked={quick.isEnabled}
          aria-describedby={hintId}
          disabled={player?.pve === true}
          onChange={() => {
            if (!player) modals.open('sign_in')
            else quickBetStore.dispatch({ type: 'toggled' })
          }}
        />
      </label>
      <p id={hintId} className={styles.hint} role="status">
        {player?.pve
          ? t('pve')
          : quick.isEnabled
            ? t('onHint')
            : balance !== undefined && quick.stakeSubunits > balance
              ? t('offForBalance')
              : t('offHint')}
      </p>
      {quick.isEnabled && currency.ok && (
        <>
          <MoneyField
            name="quick-stake"
            label={t('stake')}
            subunits={quick.stakeSubunits}
            currency={currency.value}
            onChange={(stakeSubunits) => {
              quickBetStore.dispatch({
                type: 'stakeChanged',
                stakeSubunits,
                ...(balance === undefined ? {} : { availableSubunits: balance }),
              })
            }}
          />
          <button
            type="button"
            className={styles.button}
            aria-pressed={quick.isApproved}
            disabled={
              quick.stakeSubunits <= 0 || (balance !== undefined && balance < quick.stakeSubunits)
            }
            onClick={() => {
              quickBetStore.dispatch({ type: 'approved' })
            }}
          >
            {quick.isApproved
              ? t('approved', {
                  stake: formatMoney(
                    { subunits: quick.stakeSubunits, currency: quick.currency },
                    locale,
                  ),
                })
              : t('approve')}
          </button>
        </>
      )}
    </div>
  )
}
