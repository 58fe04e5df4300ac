'use client'
import type { PlayerProfile } from '@sportsbook/contracts'
import { useTranslations } from 'use-intl'
import { Balance } from '@/features/account/balance'
import { ProfileMenu } from '@/features/account/profile-menu'
import { NotificationBell } from '@/features/notifications/components/notification-bell'
import styles from '@/components/shell.module.css'
import { DepositButton } from './deposit-button'

/**
 * A signed-in player's part of the header: the balance, Deposit, the notifications bell and
 * the profile menu. In the side menu (`everywhere`) Deposit is left to the tab bar.
 */
export function PlayerButtons({
  player,
  everywhere,
}: {
  player: PlayerProfile
  everywhere: boolean
}) {
  const t = useTranslations('header')
  return (
    <>
      <Balance player={player} className={styles.balance} />
      {/* On desktop Deposit sits by the balance; phones have it in the tab bar. */}
      {!everywhere && (
        <DepositButton className={`${styles.button} ${styles.primary} ${styles.hideOnPhone}`}>
          {t('deposit')}
        </DepositButton>
      )}
      {/* Phones have it in the side menu: their header has no room left. */}
      <NotificationBell playerId={player.id} className={everywhere ? '' : styles.hideOnPhone} />
      <ProfileMenu player={player} />
    </>
  )
}
