import { redirect } from 'next/navigation'
import { sportsHref } from '@/lib/site-config'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/**
 * /users/unlock: the e-mailed unlock link. It opens the unlock dialog at home with the token,
 * which the dialog sends to the Platform API.
 */
export default async function Page({ params, searchParams }: Props): Promise<never> {
  const { locale } = await params
  const token = (await searchParams).unlock_token
  const query = typeof token === 'string' ? `&unlock_token=${encodeURIComponent(token)}` : ''
  redirect(`${sportsHref(locale, '/')}?modal=unlock${query}`)
}
