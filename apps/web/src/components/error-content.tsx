import { translator } from '@/i18n/translator'
import { StaticPage } from './static-page'

/** The 500 page's content (spec §2.2: a 500 image, page.error.description, a home button). */
export function ErrorContent({ locale }: { locale: string }) {
  const t = translator(locale)
  return (
    <StaticPage
      locale={locale}
      title={t('page.error.title')}
      body={t('page.error.description')}
      image={{
        src: '/images/error-500.svg',
        alt: t('page.error.imageAlt'),
        width: 320,
        height: 160,
      }}
    />
  )
}
