'use client'
import Image from 'next/image'
import { useEffect } from 'react'
import { useTranslations } from 'use-intl'
import { StaticPageClient } from '@/components/static-page-client'
import { reportError } from '@/lib/error-reporting/reporter'

/** A page that failed: the 500 page of spec §2, and the error reported. */
export default function ErrorBoundary({ error }: { error: Error & { digest?: string } }) {
  const t = useTranslations('page.error')
  useEffect(() => {
    reportError(error, { digest: error.digest })
  }, [error])
  return (
    <StaticPageClient
      title={t('title')}
      body={t('description')}
      image={
        <Image src="/images/error-500.svg" alt={t('imageAlt')} width={320} height={160} priority />
      }
    />
  )
}
