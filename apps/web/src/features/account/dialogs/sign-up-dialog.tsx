'use client'
import { CURRENCIES, SIGN_UP_COUNTRIES } from '@sportsbook/domain'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { useTranslations } from 'use-intl'
import { signIn } from '../api/sign-in'
import { signUp } from '../api/sign-up'
import { signedIn } from '@/lib/player-session'
import { systemDataQueryOptions } from '@/lib/sign-in-availability'
import { useSite, useSportsLink } from '@/lib/site-context'
import { CheckField, EmailField, SelectField, TextField } from '../forms/form-field'
import { signUpFormSchema } from '../forms/schemas'
import { useAccountForm } from '../forms/use-account-form'
import { AccountForm } from '../forms/account-form'
import { DialogDone, DialogLinks } from './dialog-links'

/**
 * sign_up (spec §2.3): e-mail, password, country, currency, an optional phone and the terms.
 * The api e-mails a confirmation link (the dialog says where it went); where the operator
 * confirms at once (DEMO_AUTO_CONFIRM) the player is signed in straight away.
 */
export function SignUpDialog() {
  const t = useTranslations('auth')
  const { locale } = useSite()
  const link = useSportsLink()
  const queryClient = useQueryClient()
  const [sentTo, setSentTo] = useState<string>()
  const system = useQuery(systemDataQueryOptions(locale)).data
  const countries = useCountryNames(locale, system?.countries ?? SIGN_UP_COUNTRIES)
  const currencies = system?.currencies.map((c) => c.code) ?? Object.keys(CURRENCIES)
  const { form, onSubmit, serverError, pending } = useAccountForm(signUpFormSchema(t), {
    email: '',
    password: '',
    country: '',
    currency: system?.default_currency ?? 'EUR',
    mobile_phone: '',
    terms: false,
  })
  const errors = form.formState.errors
  // The operator's currency and the visitor's country, once known, unless already chosen.
  useEffect(() => {
    if (!system) return
    if (!form.getFieldState('currency').isDirty) form.setValue('currency', system.default_currency)
    const home = system.user_country
    if (home && system.countries.includes(home) && !form.getFieldState('country').isDirty)
      form.setValue('country', home)
  }, [system, form])

  if (sentTo)
    return (
      <DialogDone from="sign_up" links={['signInLink', 'resendConfirmationLink']}>
        {t('signUpDone', { email: sentTo })}
      </DialogDone>
    )

  return (
    <AccountForm
      onSubmit={onSubmit(async (values) => {
        const { confirmation_required } = await signUp(locale, {
          ...values,
          terms: true,
          language: locale,
        })
        if (confirmation_required) {
          setSentTo(values.email)
          return
        }
        signedIn(queryClient, await signIn(locale, values.email, values.password), 'sign_up')
      })}
      serverError={serverError}
      pending={pending}
      submit={t('signUp')}
      footer={<DialogLinks from="sign_up" links={['signInLink']} />}
    >
      <EmailField registration={form.register('email')} error={errors.email} />
      <TextField
        label={t('password')}
        type="password"
        autoComplete="new-password"
        hint={t('passwordHint')}
        registration={form.register('password')}
        error={errors.password}
      />
      <SelectField
        label={t('country')}
        registration={form.register('country')}
        error={errors.country}
      >
        <option value="">{t('choose')}</option>
        {countries.map(([code, name]) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('currency')}
        registration={form.register('currency')}
        error={errors.currency}
      >
        {currencies.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('phone')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        hint={t('phoneHint')}
        registration={form.register('mobile_phone')}
        error={errors.mobile_phone}
      />
      <CheckField
        label={
          <>
            {t('terms')}{' '}
            <a href={link('/general-rules')} target="_blank" rel="noreferrer">
              {t('termsLink')}
            </a>
          </>
        }
        registration={form.register('terms')}
        error={errors.terms}
      />
    </AccountForm>
  )
}

/** The sign-up countries by name in the player's language, sorted as that language sorts. */
function useCountryNames(locale: string, codes: readonly string[]): [string, string][] {
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' })
    return codes
      .map((code): [string, string] => [code, names.of(code) ?? code])
      .sort((a, b) => a[1].localeCompare(b[1], locale))
  }, [locale, codes])
}
