'use client'
import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
import type { SyntheticEvent } from 'react'
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form'
import { useTranslations } from 'use-intl'
import type { z } from 'zod'
import { modals } from '@/lib/modals/modal-store'
import { useSportsLink } from '@/lib/site-context'
import { serverFormError } from './server-error'

/**
 * react-hook-form with a zod schema (fields checked when left, then on every change), and a
 * submit that puts the api's refusals where they belong: a field's under the field, the rest
 * above the form. A country the service refuses leads to the blocked page (spec §2.2).
 */
export function useAccountForm<In extends FieldValues, Out>(
  schema: z.ZodType<Out, In>,
  defaultValues: DefaultValues<In>,
) {
  const t = useTranslations('auth')
  const router = useRouter()
  const link = useSportsLink()
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onTouched',
  })
  const onSubmit = (send: (values: Out) => Promise<void>) => {
    const handle = form.handleSubmit(async (values) => {
      try {
        await send(values)
      } catch (error) {
        const problem = serverFormError(error)
        for (const field of problem.fields)
          form.setError(field.name as Path<In>, { message: field.message }, { shouldFocus: true })
        if (problem.fields.length === 0)
          form.setError('root.server', { message: t(`errors.${problem.code}`) })
        if (problem.code === 'country_blocked') {
          modals.closeAll()
          router.push(link('/blocked'))
        }
      }
    })
    return (event: SyntheticEvent<HTMLFormElement>) => {
      void handle(event)
    }
  }
  return {
    form,
    onSubmit,
    serverError: form.formState.errors.root?.server?.message,
    pending: form.formState.isSubmitting,
  }
}
