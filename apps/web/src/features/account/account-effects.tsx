'use client'
import { reminderDay, shouldRemindDeposit, shouldRemindSignUp } from '@sportsbook/domain'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect } from 'react'
import { useTranslations } from 'use-intl'
import { DEPOSIT_REMINDER_COOKIE, SIGN_UP_REMINDER_COOKIE } from '@/lib/cookie-names'
import { readCookie, writeCookie } from '@/lib/cookies'
import { modals } from '@/lib/modals/modal-store'
import { playerQueryOptions } from '@/lib/player-session'
import { useSite } from '@/lib/site-context'
import { IS_REGISTERED_KEY } from '@/lib/start-up'
import { getDeposit } from './api/get-deposit'
import { isPaymentResult } from './deposit/deposit-target'
import { showPaymentResult, verifiedPaymentResult } from './deposit/payment-result'
import { ProfileChecker } from './profile-checker'
import { replaceAddress } from '@/lib/replace-address'

/**
 * What the account does on its own, on every page: the payment result a provider sends the
 * player back with (`?deposit=`, shown once and removed from the address), `is_registered`,
 * the deposit and sign-up reminders (spec §4.13), and the profile checks (`ProfileChecker`).
 */
export function AccountEffects() {
  const t = useTranslations('deposit')
  const { locale, reminders } = useSite()
  const queryClient = useQueryClient()
  const profile = useQuery(playerQueryOptions(locale))
  const player = profile.data
  const pathname = usePathname()
  const search = useSearchParams().toString()

  useEffect(() => {
    const url = new URL(location.href)
    const result = url.searchParams.get('deposit')
    if (!isPaymentResult(result)) return
    const depositId = url.searchParams.get('deposit_id')
    url.searchParams.delete('deposit')
    url.searchParams.delete('deposit_id')
    replaceAddress(`${url.pathname}${url.search}${url.hash}`)
    void verifiedPaymentResult(result, depositId, getDeposit(locale)).then((shown) => {
      if (shown) showPaymentResult(shown, t, queryClient)
    })
  }, [pathname, search, t, queryClient, locale])

  useEffect(() => {
    if (player && localStorage.getItem(IS_REGISTERED_KEY) === null)
      localStorage.setItem(IS_REGISTERED_KEY, 'true')
  }, [player])

  const statuses = player?.statuses
  useEffect(() => {
    const remind = shouldRemindDeposit({
      group: reminders.depositGroup,
      playerStatuses: statuses,
      lastShownDay: readCookie(document.cookie, DEPOSIT_REMINDER_COOKIE),
      nowMs: Date.now(),
    })
    if (!remind) return
    const timer = setTimeout(() => {
      writeCookie(DEPOSIT_REMINDER_COOKIE, reminderDay(Date.now()), { maxAgeDays: 2 })
      modals.open('deposit')
    }, reminders.depositAfterSeconds * 1000)
    return () => {
      clearTimeout(timer)
    }
  }, [statuses, reminders.depositGroup, reminders.depositAfterSeconds])

  const signedOut = profile.isSuccess && !player
  useEffect(() => {
    const remind = shouldRemindSignUp({
      seconds: reminders.signUpSeconds,
      signedIn: !signedOut,
      alreadyShown: readCookie(document.cookie, SIGN_UP_REMINDER_COOKIE) !== undefined,
      isRegistered: localStorage.getItem(IS_REGISTERED_KEY) !== null,
    })
    if (!remind) return
    const timer = setTimeout(
      () => {
        writeCookie(SIGN_UP_REMINDER_COOKIE, 'shown', { maxAgeDays: 365 })
        // Not over another dialog the visitor is using.
        if (modals.store.getState().stack.length === 0) modals.open('sign_up')
      },
      (reminders.signUpSeconds ?? 0) * 1000,
    )
    return () => {
      clearTimeout(timer)
    }
  }, [signedOut, reminders.signUpSeconds])

  return <ProfileChecker />
}
