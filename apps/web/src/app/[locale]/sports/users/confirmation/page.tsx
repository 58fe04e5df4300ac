import { redirect } from 'next/navigation'
import { sportsHref } from '@/lib/site-config'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/**
 * /users/confirmation (spec §2.2): the e-mail confirmation link. It opens the confirmation
 * dialog at home with the token, which the dialog sends to the Platform API (issue 12).
 */
export default async function Page({ params, searchParams }: Props): Promise<never> {
  const { locale } = await params
  const token = (await searchParams).confirmation_token
  const query = typeof token === 'string' ? `&confirmation_token=${encodeURIComponent(token)}` : ''
  redirect(`${sportsHref(locale, '/')}?modal=confirmation${query}`)
}
