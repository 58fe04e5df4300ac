import type { Metadata } from 'next'
import { Suspense } from 'react'
import { InitSportsbook } from '@/shell/init-sportsbook'
import { translator } from '@/i18n/translator'
import { pageMetadata } from '@/lib/page-metadata'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  return pageMetadata(locale, '/init-sportsbook', {
    title: translator(locale)('page.init.title'),
    index: false,
  })
}

/**
 * /init-sportsbook (spec §2.2): the entry a host platform opens; it goes on to `?path=` (an
 * internal path) or home. Session initialization from the host is the embedding issue's (12).
 */
export default async function InitSportsbookPage({ params }: Props) {
  const { locale } = await params
  const t = translator(locale)
  return (
    <>
      <h1>{t('page.init.title')}</h1>
      <p>{t('page.init.description')}</p>
      <Suspense>
        <InitSportsbook />
      </Suspense>
    </>
  )
}
