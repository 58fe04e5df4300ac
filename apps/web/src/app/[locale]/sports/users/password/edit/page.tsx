import { redirect } from 'next/navigation'
import { sportsHref } from '@/lib/site-config'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** /users/password/edit (spec §2.3): the reset link of the e-mail opens edit password at home. */
export default async function Page({ params, searchParams }: Props): Promise<never> {
  const { locale } = await params
  const token = (await searchParams).reset_password_token
  const query =
    typeof token === 'string'
      ? `reset_password_token=${encodeURIComponent(token)}`
      : 'modal=password-edit'
  redirect(`${sportsHref(locale, '/')}?${query}`)
}
