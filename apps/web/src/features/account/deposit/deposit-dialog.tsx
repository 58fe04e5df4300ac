'use client'
import { ApiRequestError, type PlayerProfile } from '@sportsbook/contracts'
import {
  currencyOf,
  formatMoney,
  missingProfileFields,
  needsPhoneVerification,
  parseUnits,
  subunitsPerUnit,
  usesQuickDeposit,
  type Currency,
} from '@sportsbook/domain'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useTranslations } from 'use-intl'
import { z } from 'zod'
import { quickDeposit } from '../api/quick-deposit'
import { startDeposit } from '../api/start-deposit'
import { modals } from '@/lib/modals/modal-store'
import { playerQueryOptions } from '@/lib/player-session'
import { useSite } from '@/lib/site-context'
import { DialogLinks } from '../dialogs/dialog-links'
import { ProfileFields } from '../dialogs/profile-fields'
import { PhoneVerification } from '../dialogs/phone-verification'
import { phoneQueryOptions } from '@/lib/player-phone'
import { FormError, TextField } from '../forms/form-field'
import { useAccountForm } from '../forms/use-account-form'
import formStyles from '../forms/account-forms.module.css'
import { externalDepositUrl, isPaymentResult, type PaymentResult } from './deposit-target'
import { quickDepositResult, showPaymentResult } from './payment-result'
import styles from './deposit.module.css'

/** Where a payment inside the dialog comes back to (a static page of this site). */
const FRAME_RETURN_PATH = '/payment-result.html'
/** Quick amounts in units of the player's currency. */
const QUICK_UNITS = [10, 20, 50, 100]
/** The largest deposit the api takes, in subunits. */
const MAX_DEPOSIT_SUBUNITS = 100_000_000

/**
 * deposit (spec §2.6) in the mode the site is configured for: the wallet's page or this
 * mirror's cashier (the page leaves, with its way back), the provider's payment page inside
 * this dialog, or a quick deposit credited at once.
 */
export function DepositDialog() {
  const t = useTranslations('deposit')
  const { locale } = useSite()
  const player = useQuery(playerQueryOptions(locale)).data
  const currency = player ? currencyOf(player.currency) : undefined
  if (player === undefined) return <p aria-busy="true">{t('loading')}</p>
  if (!player || !currency?.ok)
    return (
      <div className={formStyles.form}>
        <p>{t('signInFirst')}</p>
        <DialogLinks from="deposit" links={['signInLink']} />
      </div>
    )
  return <DepositSteps player={player} currency={currency.value} />
}

/**
 * A player first fills in the profile fields a deposit needs and verifies their phone when the
 * site asks for either (spec §5.3), then deposits.
 */
function DepositSteps({ player, currency }: { player: PlayerProfile; currency: Currency }) {
  const t = useTranslations('deposit')
  const tAuth = useTranslations('auth')
  const { locale, deposit, phoneVerificationRequired } = useSite()
  const phone = useQuery({
    ...phoneQueryOptions(locale, player.id),
    enabled: phoneVerificationRequired,
  })
  const missing = missingProfileFields(player, deposit.requiredFields)
  if (missing.length > 0)
    return <ProfileFields player={player} fields={missing} intro={tAuth('depositFieldsIntro')} />
  if (phoneVerificationRequired) {
    if (phone.isPending) return <p aria-busy="true">{t('loading')}</p>
    if (phone.isError) return <p role="alert">{t('phoneFailed')}</p>
    if (needsPhoneVerification(true, phone.data.is_verified))
      return <PhoneVerification player={player} phone={phone.data} />
  }
  const quick = usesQuickDeposit(
    { quickDeposit: deposit.quick.everyone, testVariant: deposit.quick.testGroup !== undefined },
    deposit.quick.testGroup,
    player.statuses,
  )
  if (quick) return <AmountForm player={player} currency={currency} quick />
  const external = externalDepositUrl(deposit, {
    host: location.host,
    origin: location.origin,
    currency: player.currency,
    returnUrl: location.href,
  })
  if (external) return <LeavingFor url={external} />
  return <AmountForm player={player} currency={currency} quick={false} />
}

function LeavingFor({ url }: { url: string }) {
  const t = useTranslations('deposit')
  useEffect(() => {
    location.assign(url)
  }, [url])
  return (
    <p className={formStyles.form} aria-busy="true" role="status">
      {t('leaving')}
    </p>
  )
}

function AmountForm({
  player,
  currency,
  quick,
}: {
  player: PlayerProfile
  currency: Currency
  quick: boolean
}) {
  const t = useTranslations('deposit')
  const { locale } = useSite()
  const queryClient = useQueryClient()
  const [paymentUrl, setPaymentUrl] = useState<string>()
  const schema = z.object({
    amount: z.string().transform((text, context) => {
      const parsed = parseUnits(text.trim(), currency)
      if (!parsed.ok || parsed.value <= 0 || parsed.value > MAX_DEPOSIT_SUBUNITS) {
        context.addIssue({ code: 'custom', message: t('amountInvalid') })
        return z.NEVER
      }
      return parsed.value
    }),
  })
  const { form, onSubmit, serverError, pending } = useAccountForm(schema, { amount: '' })

  if (paymentUrl)
    return (
      <iframe
        className={styles.frame}
        title={t('paymentTitle')}
        src={paymentUrl}
        onLoad={(event) => {
          // Readable once the provider has sent the frame back to this site's result page.
          let back: URL | undefined
          try {
            back = new URL(event.currentTarget.contentWindow?.location.href ?? '')
          } catch {
            return
          }
          const result = back.searchParams.get('deposit')
          if (back.pathname !== FRAME_RETURN_PATH || !isPaymentResult(result)) return
          modals.close('deposit')
          showPaymentResult(result, t, queryClient)
        }}
      />
    )

  return (
    <form
      className={formStyles.form}
      noValidate
      onSubmit={onSubmit(async ({ amount }) => {
        const body = { currency: player.currency, amount }
        if (quick) {
          // Spec §4: success, pending and failure each show their alert. A failure keeps the
          // dialog open to try again; a field the api refused stays at the field.
          let result: PaymentResult
          let reason: string | undefined
          try {
            result = quickDepositResult(
              (await quickDeposit(locale, body, player.csrf_token)).status,
            )
          } catch (error) {
            if (error instanceof ApiRequestError && error.status === 400) throw error
            result = 'error'
            reason = error instanceof ApiRequestError ? error.error?.message : undefined
          }
          if (result !== 'error') modals.close('deposit')
          showPaymentResult(result, t, queryClient, reason)
          return
        }
        const started = await startDeposit(
          locale,
          { ...body, return_path: FRAME_RETURN_PATH },
          player.csrf_token,
        )
        setPaymentUrl(started.payment_url)
      })}
    >
      <FormError message={serverError} />
      <TextField
        label={t('amount', { currency: player.currency })}
        inputMode="decimal"
        autoComplete="off"
        registration={form.register('amount')}
        error={form.formState.errors.amount}
      />
      <div className={styles.quick} role="group" aria-label={t('quickAmounts')}>
        {QUICK_UNITS.map((units) => (
          <button
            key={units}
            type="button"
            className={styles.amountButton}
            onClick={() => {
              form.setValue('amount', String(units), { shouldValidate: true })
            }}
          >
            {formatMoney(
              { subunits: units * subunitsPerUnit(currency), currency: currency.code },
              locale,
            )}
          </button>
        ))}
      </div>
      <button type="submit" className={formStyles.primary} disabled={pending}>
        {quick ? t('depositNow') : t('continue')}
      </button>
    </form>
  )
}
