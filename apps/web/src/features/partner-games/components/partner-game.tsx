'use client'
import type { PartnerProduct } from '@sportsbook/contracts'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslations } from 'use-intl'
import shell from '@/components/shell.module.css'
import { SignInPrompt } from '@/components/sign-in-prompt'
import { playerQueryOptions } from '@/lib/player-session'
import { useSite } from '@/lib/site-context'
import { PHONE_QUERY } from '@/lib/use-media-query'
import { launchQueryOptions } from '../api/launch-game'
import styles from './partner-game.module.css'

/**
 * A partner's game (racing, lotteries, the arena) framed in the page: launched for the
 * signed-in player through the virtual wallet, laid out for a phone or a desktop as the page
 * first opened. Visitors are asked to sign in.
 */
export function PartnerGame({ product, title }: { product: PartnerProduct; title: string }) {
  const t = useTranslations('page.partner')
  const { locale } = useSite()
  const player = useQuery(playerQueryOptions(locale))
  const [app] = useState<'desktop' | 'mobile'>(() =>
    typeof window !== 'undefined' && window.matchMedia(PHONE_QUERY).matches ? 'mobile' : 'desktop',
  )
  const launch = useQuery(launchQueryOptions(locale, product, player.data, app))

  if (player.isPending) return <p aria-busy="true">{t('starting')}</p>
  if (!player.data) return <SignInPrompt text={t('signIn')} />
  if (launch.isError)
    return (
      <div role="alert">
        <p>{t('failed')}</p>
        <button
          type="button"
          className={shell.button}
          onClick={() => {
            void launch.refetch()
          }}
        >
          {t('retry')}
        </button>
      </div>
    )
  if (!launch.data) return <p aria-busy="true">{t('starting')}</p>
  return (
    <iframe
      className={styles.frame}
      title={title}
      src={launch.data.url}
      allow="fullscreen"
      referrerPolicy="no-referrer"
    />
  )
}
