'use client'
import { PUSH_CHANNELS, isPushEvent, type PrivatePushEvent } from '@sportsbook/contracts'
import {
  applyBalanceChanged,
  applyBetChanged,
  applyCashoutChanged,
  emptySlip,
} from '@sportsbook/domain'
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { MY_BETS_KEY, type MyBet } from '@/lib/player-bets'
import { quickBetStore } from '@/slip/quick-bet-store'
import { ticketStore } from '@/slip/ticket-store'
import { alerts } from '@/lib/alerts/alert-store'
import { reportError } from '@/lib/error-reporting/reporter'
import { NOTIFICATIONS_KEY, UNREAD_NOTIFICATIONS_KEY } from '@/lib/player-notifications'
import { refreshAfter } from './private-refresh'
import { playerQueryOptions } from '@/lib/player-session'
import { SETTINGS_KEY } from '@/lib/player-settings'
import { useFeatureFlag, useSite } from '@/lib/site-context'
import { setPushUser, subscribePrivate } from './push-connection'
import { ACCOUNTS_KEY, type PlayerAccount } from '@/lib/player-accounts'

/**
 * The signed-in player's private channel (spec §4.6 "Realtime effects"): balances, bets and cash-
 * out values change in place by the domain's rules; the lists are then refetched by the one
 * table of what each change makes stale (`private-refresh.ts`), the server being the authority. When the player changes the push connection reconnects as the new one.
 * Signed out (or the session expired), their bets, balances and settings are dropped and quick
 * bet goes off; the slip stays, so that a player whose session expired finds it again after
 * signing in. Only another player signing in empties it (sign-out empties it itself).
 */
export function PrivateChannel() {
  const { locale, push } = useSite()
  const queryClient = useQueryClient()
  const profile = useQuery(playerQueryOptions(locale))
  const playerId = profile.isPending ? undefined : (profile.data?.id ?? null)
  const previous = useRef<string | null | undefined>(undefined)
  /** The last player signed in here: the owner of the slip. */
  const slipOwner = useRef<string | undefined>(undefined)

  const deltaCompression = useFeatureFlag('delta-compression')

  useEffect(() => {
    if (playerId === undefined) return
    setPushUser(playerId, { deltaCompression, push })
    const before = previous.current
    previous.current = playerId
    const switched = typeof before === 'string' && before !== playerId
    if (switched)
      for (const queryKey of [MY_BETS_KEY, ACCOUNTS_KEY, SETTINGS_KEY, NOTIFICATIONS_KEY])
        queryClient.removeQueries({ queryKey })
    if (playerId && slipOwner.current !== undefined && slipOwner.current !== playerId) {
      ticketStore.dispatch({ type: 'reset' })
      ticketStore.update((slip) => emptySlip(slip.currency))
    }
    if (playerId) slipOwner.current = playerId
    // Quick bet goes off (spec §4.5 sign-out), and a visitor never has it on (this tab's storage
    // may hold it from a session that ended meanwhile).
    if ((switched || !playerId) && quickBetStore.store.getState().isEnabled)
      quickBetStore.dispatch({ type: 'toggled' })
    if (!playerId) return
    return subscribePrivate(
      PUSH_CHANNELS.player(playerId),
      (data) => {
        if (isPushEvent(data)) applyPrivateEvent(queryClient, data as PrivatePushEvent)
        else reportError(new Error('Unreadable private push event'), { data })
      },
      () => {
        refreshAfter(queryClient, 'missed')
      },
    )
  }, [playerId, queryClient, deltaCompression, push])
  return null
}

function applyPrivateEvent(queryClient: QueryClient, event: PrivatePushEvent): void {
  switch (event.type) {
    case 'balance_changed':
      queryClient.setQueriesData<PlayerAccount[]>({ queryKey: ACCOUNTS_KEY }, (accounts) =>
        accounts
          ? applyBalanceChanged(accounts, {
              currency: event.balance.currency,
              balanceSubunits: event.balance.subunits,
            })
          : accounts,
      )
      return
    case 'bet_changed':
      queryClient.setQueriesData<MyBet[]>({ queryKey: MY_BETS_KEY }, (bets) => {
        const bet = bets?.find((b) => b.id === event.bet_id)
        if (!bets || !bet) return bets
        return applyBetChanged(bets, {
          ...bet,
          status: event.status,
          result: event.result,
          win_amount: event.win_amount,
          selections: [],
          ...(event.status === 'cashed_out' ? { cashoutSubunits: null } : {}),
        })
      })
      refreshAfter(queryClient, 'bet_changed')
      return
    case 'bet_cashout_changed':
      queryClient.setQueriesData<MyBet[]>({ queryKey: MY_BETS_KEY }, (bets) =>
        bets ? applyCashoutChanged(bets, event.bet_id, event.to_cashout?.subunits ?? null) : bets,
      )
      return
    case 'bonus_issued':
      // The lists and the slip's offers follow; its notification brings the toast (spec §9.2).
      refreshAfter(queryClient, 'bonus_issued')
      return
    case 'jackpot_hit':
      refreshAfter(queryClient, 'jackpot_hit')
      return
    case 'notification':
      // Spec §9: a toast at the top right for 5 s; the list shows it when next looked at.
      alerts.showToast({
        severity: 'info',
        title: event.notification.title,
        description: event.notification.body,
      })
      refreshAfter(queryClient, 'notification')
      return
    case 'unread_counters_changed':
      queryClient.setQueriesData<number>({ queryKey: UNREAD_NOTIFICATIONS_KEY }, () => event.unread)
      return
  }
}
