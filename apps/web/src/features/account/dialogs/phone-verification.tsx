'use client'
import type { PhoneState, PlayerProfile } from '@sportsbook/contracts'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useTranslations } from 'use-intl'
import { z } from 'zod'
import { sendPhoneCode } from '../api/send-phone-code'
import { verifyPhone } from '../api/verify-phone'
import { PLAYER_QUERY_KEY, playerQueryOptions } from '@/lib/player-session'
import { useSite } from '@/lib/site-context'
import { TextField } from '../forms/form-field'
import { useAccountForm } from '../forms/use-account-form'
import { AccountForm } from '../forms/account-form'
import styles from '../forms/account-forms.module.css'
import { DialogDone } from './dialog-links'
import { BONUSES_KEY } from '@/lib/player-bonuses'
import { PHONE_KEY, phoneQueryOptions } from '@/lib/player-phone'

/**
 * phone_verification (spec §2.3, §5): the number, then the 6-digit code texted to it. Verified,
 * the phone query refreshes and whatever asked for it (the deposit) goes on.
 */
export function PhoneVerification({ player, phone }: { player: PlayerProfile; phone: PhoneState }) {
  const t = useTranslations('phone')
  const { locale } = useSite()
  const queryClient = useQueryClient()
  // Each answer about sending starts the resend countdown anew, even one equal to the last.
  const [round, setRound] = useState(0)
  const save = (state: PhoneState) => {
    queryClient.setQueryData([...PHONE_KEY, player.id], state)
    setRound((r) => r + 1)
  }
  const numberForm = useAccountForm(
    z.object({
      number: z
        .string()
        .trim()
        .regex(/^\+[1-9]\d{6,14}$/, t('numberInvalid')),
    }),
    { number: phone.number ?? player.mobile_phone ?? '' },
  )
  const codeForm = useAccountForm(
    z.object({
      code: z
        .string()
        .trim()
        .regex(/^\d{6}$/, t('codeInvalid')),
    }),
    { code: '' },
  )
  if (!phone.number || phone.is_verified)
    return (
      <AccountForm
        onSubmit={numberForm.onSubmit(async ({ number }) => {
          save(await sendPhoneCode(locale, number, player.csrf_token))
        })}
        serverError={numberForm.serverError}
        pending={numberForm.pending}
        submit={t('send')}
        intro={<p>{t('intro')}</p>}
      >
        <TextField
          label={t('number')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          registration={numberForm.form.register('number')}
          error={numberForm.form.formState.errors.number}
        />
      </AccountForm>
    )
  return (
    <AccountForm
      onSubmit={codeForm.onSubmit(async ({ code }) => {
        save(await verifyPhone(locale, code, player.csrf_token))
        // The profile's mobile phone is the verified number now, and bonuses for verified
        // players (a comboboost's only_verified) apply.
        void queryClient.invalidateQueries({ queryKey: PLAYER_QUERY_KEY })
        void queryClient.invalidateQueries({ queryKey: BONUSES_KEY })
      })}
      serverError={codeForm.serverError}
      pending={codeForm.pending}
      submit={t('verify')}
      intro={<p role="status">{t('sent', { number: phone.number })}</p>}
      footer={
        <>
          <ResendCode
            key={round}
            phone={phone}
            onResend={async (number) => {
              try {
                save(await sendPhoneCode(locale, number, player.csrf_token))
              } catch {
                // Refused (too soon, or the day's texts used up): the api's state says why.
                save(
                  await queryClient.query({
                    ...phoneQueryOptions(locale, player.id),
                    staleTime: 0,
                  }),
                )
              }
            }}
          />
          <button
            type="button"
            className={styles.link}
            onClick={() => {
              save({ ...phone, number: null })
            }}
          >
            {t('otherNumber')}
          </button>
        </>
      }
    >
      <TextField
        label={t('code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        registration={codeForm.form.register('code')}
        error={codeForm.form.formState.errors.code}
      />
    </AccountForm>
  )
}

/**
 * Another code (spec §5): after the api's resend timeout, counted down on this tab's clock;
 * once the day's texts are used up, it says so instead.
 */
function ResendCode({
  phone,
  onResend,
}: {
  phone: PhoneState
  onResend: (number: string) => Promise<void>
}) {
  const t = useTranslations('phone')
  const [until] = useState(() => Date.now() + phone.resend_timeout * 1000)
  const [now, setNow] = useState(() => Date.now())
  const [sending, setSending] = useState(false)
  const left = Math.max(0, Math.ceil((until - now) / 1000))
  useEffect(() => {
    if (left === 0) return
    const timer = setInterval(() => {
      setNow(Date.now())
    }, 1000)
    return () => {
      clearInterval(timer)
    }
  }, [left])
  const number = phone.number
  if (phone.sms_limit_reached) return <p className={styles.hint}>{t('smsLimitReached')}</p>
  return (
    <>
      {left > 0 && <p className={styles.hint}>{t('resendIn', { seconds: left })}</p>}
      <button
        type="button"
        className={styles.link}
        disabled={left > 0 || sending || !number}
        onClick={() => {
          if (!number) return
          setSending(true)
          onResend(number)
            .catch(() => undefined)
            .finally(() => {
              setSending(false)
            })
        }}
      >
        {t('resend')}
      </button>
    </>
  )
}

/** The phone_verification dialog on its own (spec §2.3): verifies, or says it is done. */
export function PhoneVerificationDialog() {
  const t = useTranslations('phone')
  const { locale } = useSite()
  const player = useQuery(playerQueryOptions(locale)).data
  const phone = useQuery(phoneQueryOptions(locale, player?.id))
  if (!player || !phone.data) return <p aria-busy="true">…</p>
  if (phone.data.is_verified)
    return (
      <DialogDone from="phone_verification" links={[]}>
        {t('verified')}
      </DialogDone>
    )
  return <PhoneVerification player={player} phone={phone.data} />
}
