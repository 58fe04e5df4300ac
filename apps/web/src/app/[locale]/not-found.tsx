'use client'
import { useTranslations } from 'use-intl'
import { StaticPageClient } from '@/components/static-page-client'

/** Not found (spec §8.3: 404, check the URL), inside the locale's layout. */
export default function NotFoundPage() {
  const t = useTranslations('page.notFound')
  return <StaticPageClient title={t('title')} body={t('description')} />
}
