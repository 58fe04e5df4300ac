import {
  PROFILE_NAME_MAX_LENGTH,
  isEmail,
  isCurrencyCode,
  normalizeEmail,
  passwordProblems,
  type TypedProfileField,
} from '@sportsbook/domain'
import { z } from 'zod'
import type { AccountTranslator } from './translator'

/**
 * The account forms' schemas, with the player's language in their messages. The rules are the
 * domain's (the api checks the same ones), so a form never sends what the api refuses.
 */
const email = (t: AccountTranslator) =>
  z.string().refine(isEmail, t('emailInvalid')).transform(normalizeEmail)

/** A new password's first problem, judged against the e-mail it belongs to when there is one. */
function checkPassword(
  t: AccountTranslator,
  password: string,
  emailAddress: string,
  context: z.RefinementCtx,
): void {
  const first = passwordProblems(password, emailAddress)[0]
  if (first)
    context.addIssue({ code: 'custom', path: ['password'], message: t(`passwordProblem.${first}`) })
}

export const signInFormSchema = (t: AccountTranslator) =>
  z.object({ email: email(t), password: z.string().min(1, t('passwordMissing')) })

export const emailFormSchema = (t: AccountTranslator) => z.object({ email: email(t) })

export const signUpFormSchema = (t: AccountTranslator) =>
  z
    .object({
      email: email(t),
      password: z.string(),
      country: z.string().regex(/^[A-Z]{2}$/, t('countryMissing')),
      currency: z.string().refine(isCurrencyCode, t('currencyMissing')),
      mobile_phone: z
        .string()
        .trim()
        .refine((phone) => phone === '' || /^\+[1-9]\d{6,14}$/.test(phone), t('phoneInvalid'))
        .transform((phone) => (phone === '' ? undefined : phone)),
      terms: z.boolean().refine(Boolean, t('termsRequired')),
    })
    .superRefine((form, context) => {
      checkPassword(t, form.password, form.email, context)
    })

/** A new password, typed twice. */
const checkNewPassword =
  (t: AccountTranslator, emailAddress: string) =>
  (form: { password: string; repeat: string }, context: z.RefinementCtx) => {
    checkPassword(t, form.password, emailAddress, context)
    if (form.repeat !== form.password)
      context.addIssue({ code: 'custom', path: ['repeat'], message: t('passwordsDiffer') })
  }

export const newPasswordFormSchema = (t: AccountTranslator) =>
  z.object({ password: z.string(), repeat: z.string() }).superRefine(checkNewPassword(t, ''))

/** confirm_password: the current password, then a new one typed twice. */
export const changePasswordFormSchema = (t: AccountTranslator, emailAddress: string) =>
  z
    .object({
      current_password: z.string().min(1, t('passwordMissing')),
      password: z.string(),
      repeat: z.string(),
    })
    .superRefine(checkNewPassword(t, emailAddress))

/** The typed profile fields a form asks for (spec §3.4 missed fields), each one required. */
export const profileFieldsFormSchema = (
  t: AccountTranslator,
  fields: readonly TypedProfileField[],
) =>
  z.record(
    z.enum(fields),
    z
      .string()
      .trim()
      .min(1, t('fieldRequired'))
      .max(PROFILE_NAME_MAX_LENGTH, t('fieldTooLong', { max: PROFILE_NAME_MAX_LENGTH })),
  )
