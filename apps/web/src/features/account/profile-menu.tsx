'use client'
import type { PlayerProfile } from '@sportsbook/contracts'
import { STATUS_GROUPS, displayName, formatMoney } from '@sportsbook/domain'
import * as Menu from '@radix-ui/react-dropdown-menu'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslations } from 'use-intl'
import { alerts } from '@/lib/alerts/alert-store'
import { betSlipPanel } from '@/lib/bet-slip-panel'
import { reportError } from '@/lib/error-reporting/reporter'
import { modals } from '@/lib/modals/modal-store'
import { compPointsQueryOptions, statusGroupsQueryOptions } from '@/lib/player-loyalty'
import { useSite, useSportsLink } from '@/lib/site-context'
import { accountsQueryOptions } from '@/lib/player-accounts'
import { signOut } from '@/lib/sign-out'
import { switchCurrency } from './api/switch-currency'
import styles from './profile-menu.module.css'

/**
 * The signed-in player's menu in the header (spec §4.1): who is signed in (full name, then
 * nickname, e-mail, phone), the accounts with the current one checked (choosing another
 * switches the account currency), deposit, my bets and sign out. Loaded only for players.
 */
export function ProfileMenu({ player }: { player: PlayerProfile }) {
  const t = useTranslations('profileMenu')
  const { locale } = useSite()
  const link = useSportsLink()
  const queryClient = useQueryClient()
  const accounts = useQuery(accountsQueryOptions(locale, player.id)).data ?? []
  // Loaded with the accounts, in parallel (spec §7.4 start-up).
  const points = useQuery(compPointsQueryOptions(locale, player.id)).data
  const groups = useQuery(statusGroupsQueryOptions(locale, player.id)).data
  const name = displayName(player)
  return (
    <Menu.Root>
      <Menu.Trigger className={styles.trigger} aria-label={t('open', { name })}>
        <span className={styles.avatar} aria-hidden="true">
          {name.slice(0, 1).toUpperCase()}
        </span>
        <span className={styles.name}>{name}</span>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content className={styles.content} align="end" sideOffset={6}>
          <Menu.Label className={styles.who}>
            <strong>{name}</strong>
            {name !== player.email && <span>{player.email}</span>}
          </Menu.Label>
          {points && groups && <StatusProgress points={points.points} groups={groups} />}
          <Menu.Separator className={styles.separator} />
          <Menu.Label className={styles.groupLabel}>{t('accounts')}</Menu.Label>
          <Menu.RadioGroup
            value={player.currency}
            onValueChange={(currency) => {
              switchCurrency(queryClient, locale, player, accounts, currency).catch(
                (error: unknown) => {
                  reportError(error)
                  alerts.showAlert({ severity: 'danger', title: t('switchFailed') })
                },
              )
            }}
          >
            {accounts.map((account) => (
              <Menu.RadioItem
                key={account.currency}
                value={account.currency}
                className={styles.item}
                data-currency={account.currency}
              >
                <Menu.ItemIndicator className={styles.check}>✓</Menu.ItemIndicator>
                <span>{account.currency}</span>
                <span className={styles.amount}>
                  {formatMoney(
                    { subunits: account.balanceSubunits, currency: account.currency },
                    locale,
                  )}
                </span>
              </Menu.RadioItem>
            ))}
          </Menu.RadioGroup>
          <Menu.Separator className={styles.separator} />
          <Menu.Item
            className={styles.item}
            onSelect={() => {
              modals.open('deposit')
            }}
          >
            {t('deposit')}
          </Menu.Item>
          <Menu.Item
            className={styles.item}
            onSelect={() => {
              betSlipPanel.send({ type: 'tabSelected', tab: 'MY_BETS' }, { type: 'opened' })
            }}
          >
            {t('myBets')}
          </Menu.Item>
          <Menu.Item className={styles.item} asChild>
            <a href={link('/transactions')}>{t('transactions')}</a>
          </Menu.Item>
          <Menu.Item
            className={styles.item}
            onSelect={() => {
              modals.open('confirm_password')
            }}
          >
            {t('changePassword')}
          </Menu.Item>
          <Menu.Item className={styles.item} asChild>
            <a href={link('/limits')}>{t('limits')}</a>
          </Menu.Item>
          <Menu.Item className={styles.item} asChild>
            <a href={link('/support')}>{t('support')}</a>
          </Menu.Item>
          <Menu.Separator className={styles.separator} />
          <Menu.Item
            className={styles.item}
            onSelect={() => {
              void signOut(queryClient, locale)
            }}
          >
            {t('signOut')}
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  )
}

type StatusGroup = { id: string; name: string; min_points: number; current: boolean }

/** The player's status group, comp points and how far the next group is (spec §3.4 Progress). */
function StatusProgress({ points, groups }: { points: number; groups: readonly StatusGroup[] }) {
  const t = useTranslations('profileMenu')
  const index = groups.findIndex((group) => group.current)
  const current = groups[index]
  if (!current) return null
  const next = groups[index + 1]
  const groupName = (group: StatusGroup) => {
    const known = STATUS_GROUPS.find((g) => g.id === group.id)
    return known ? t(`groups.${known.id}`) : group.name
  }
  return (
    <Menu.Label className={styles.loyalty} data-status-group={current.id}>
      <span>{t('statusGroup', { group: groupName(current), points })}</span>
      {next ? (
        <>
          <meter
            className={styles.meter}
            min={current.min_points}
            max={next.min_points}
            value={points}
            aria-hidden="true"
          />
          <span className={styles.muted}>
            {t('toNext', { points: next.min_points - points, group: groupName(next) })}
          </span>
        </>
      ) : (
        <span className={styles.muted}>{t('topGroup')}</span>
      )}
    </Menu.Label>
  )
}
