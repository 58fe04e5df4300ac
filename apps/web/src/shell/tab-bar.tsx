'use client'
import { useQuery } from '@tanstack/react-query'
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useStore } from 'zustand'
import { useTranslations } from 'use-intl'
import { betSlipPanel } from '@/lib/bet-slip-panel'
import { AuthDialogButton } from './auth-buttons'
import { DepositButton } from './deposit-button'
import { playerQueryOptions } from '@/lib/player-session'
import { useSite, useSportsLink } from '@/lib/site-context'
import { setSideMenuOpen, sideMenu } from './side-menu-store'
import styles from '@/components/shell.module.css'

/** The phones' tab bar: the quick actions of spec §2.5 (sports menu, live, my bets, slip, sign in). */
export function TabBar() {
  const t = useTranslations()
  const link = useSportsLink()
  const { locale, myBetsVisible } = useSite()
  const pathname = usePathname()
  const menuOpen = useStore(sideMenu, (state) => state.open)
  const panel = useStore(betSlipPanel.store)
  const live = link('/live')
  const signedIn = Boolean(useQuery(playerQueryOptions(locale)).data)
  return (
    <nav className={styles.tabBar} aria-label={t('quickActions.label')} data-tab-bar="">
      <button
        type="button"
        className={styles.tab}
        aria-expanded={menuOpen}
        onClick={() => {
          setSideMenuOpen(true)
        }}
      >
        <span aria-hidden="true">☰</span>
        {t('quickActions.sportsMenu')}
      </button>
      <Link
        className={styles.tab}
        href={live}
        aria-current={pathname === live ? 'page' : undefined}
      >
        <span aria-hidden="true">●</span>
        {t('nav.live')}
      </Link>
      {myBetsVisible && (
        <button
          type="button"
          className={styles.tab}
          aria-expanded={panel.isOpen && panel.tab === 'MY_BETS'}
          onClick={() => {
            betSlipPanel.toggle('MY_BETS')
          }}
        >
          <span aria-hidden="true">≡</span>
          {t('quickActions.myBets')}
        </button>
      )}
      <button
        type="button"
        className={styles.tab}
        aria-expanded={panel.isOpen && panel.tab === 'BET_SLIP'}
        onClick={() => {
          betSlipPanel.toggle('BET_SLIP')
        }}
      >
        <span aria-hidden="true">▤</span>
        {t('quickActions.betSlip')}
      </button>
      {/* Deposit for a signed-in player, Sign In for a visitor (spec §2.5 quick actions). */}
      {signedIn ? (
        <DepositButton className={styles.tab}>
          <span aria-hidden="true">+</span>
          {t('quickActions.deposit')}
        </DepositButton>
      ) : (
        <AuthDialogButton dialog="sign_in" className={styles.tab}>
          <span aria-hidden="true">→</span>
          {t('quickActions.signIn')}
        </AuthDialogButton>
      )}
    </nav>
  )
}
