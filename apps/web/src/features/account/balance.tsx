'use client'
import { formatMoney } from '@sportsbook/domain'
import { useQuery } from '@tanstack/react-query'
import { useTranslations } from 'use-intl'
import type { PlayerProfile } from '@sportsbook/contracts'
import { useSite } from '@/lib/site-context'
import { accountsQueryOptions } from '@/lib/player-accounts'

/** The balance of the player's current account, kept live by `balance_changed`. */
export function Balance({
  player,
  className,
}: {
  player: PlayerProfile
  className?: string | undefined
}) {
  const t = useTranslations('header')
  const { locale } = useSite()
  const accounts = useQuery(accountsQueryOptions(locale, player.id)).data
  const account = accounts?.find((a) => a.currency === player.currency)
  return (
    <span className={className} data-balance="">
      <span className="visually-hidden">{t('balance')} </span>
      {account
        ? formatMoney({ subunits: account.balanceSubunits, currency: account.currency }, locale)
        : '…'}
    </span>
  )
}
