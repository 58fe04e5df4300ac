import type { Metadata } from 'next'
import { Promotions } from '@/features/bonuses/components/promotions'
import { translator } from '@/i18n/translator'
import { pageMetadata } from '@/lib/page-metadata'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  return pageMetadata(locale, '/promotions', {
    title: translator(locale)('static.promotions.title'),
    index: true,
  })
}

/** Promotions (spec §2.2): the campaigns on offer and the player's bonuses, loaded in the browser. */
export default async function PromotionsPage({ params }: Props) {
  const { locale } = await params
  const t = translator(locale)
  return (
    <>
      <h1>{t('static.promotions.title')}</h1>
      <p>{t('static.promotions.body')}</p>
      <Promotions />
    </>
  )
}
