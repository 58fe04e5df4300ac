'use client'
import Image from 'next/image'
import { useEffect } from 'react'
import { useTranslations } from 'use-intl'
import { StaticPageClient } from '@/components/static-page-client'
import { reportError } from '@/lib/error-reporting/reporter'

/** Spec §8's fallback title when the error page's own texts are missing. */
const ERROR_FALLBACK_TITLE = 'UNEXPECTED ERROR'

/** A page that failed: the 500 page of spec §2.2, and the error reported. */
export default function ErrorBoundary({ error }: { error: Error & { digest?: string } }) {
  const t = useTranslations('page.error')
  useEffect(() => {
    reportError(error, { digest: error.digest })
  }, [error])
  return (
    <StaticPageClient
      title={t.has('title') ? t('title') : ERROR_FALLBACK_TITLE}
      body={t('description')}
      image={
        <Image src="/images/error-500.svg" alt={t('imageAlt')} width={320} height={160} priority />
      }
    />
  )
}
