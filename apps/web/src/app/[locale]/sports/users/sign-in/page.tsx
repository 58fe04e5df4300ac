import { redirect } from 'next/navigation'
import { sportsHref } from '@/lib/site-config'

type Props = { params: Promise<{ locale: string }> }

/** /users/sign-in (spec §2.2) opens its dialog over the sports home. */
export default async function Page({ params }: Props): Promise<never> {
  const { locale } = await params
  redirect(`${sportsHref(locale, '/')}?modal=sign-in`)
}
