import type { Metadata } from 'next'
import { FavouritesContent } from '@/features/favourites/components/favourites-content'
import { translator } from '@/i18n/translator'
import { pageMetadata } from '@/lib/page-metadata'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  return pageMetadata(locale, '/favorites', {
    title: translator(locale)('nav.favorites'),
    index: false,
  })
}

/** Favorites (spec §2.2, §6: sign-in required): the player's matches and leagues. */
export default async function FavoritesPage({ params }: Props) {
  const { locale } = await params
  return (
    <>
      <h1>{translator(locale)('nav.favorites')}</h1>
      <FavouritesContent />
    </>
  )
}
