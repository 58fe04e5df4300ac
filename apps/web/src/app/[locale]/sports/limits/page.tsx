import type { Metadata } from 'next'
import { LimitsPage } from '@/features/responsible-gambling/components/limits-page'
import { translator } from '@/i18n/translator'
import { pageMetadata } from '@/lib/page-metadata'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  return pageMetadata(locale, '/limits', {
    title: translator(locale)('limits.title'),
    index: false,
  })
}

/** Responsible gambling: the player's limits and exclusions (sign-in required, spec §6.2). */
export default async function Limits({ params }: Props) {
  const { locale } = await params
  return (
    <>
      <h1>{translator(locale)('limits.title')}</h1>
      <LimitsPage />
    </>
  )
}
