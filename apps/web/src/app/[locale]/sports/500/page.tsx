import type { Metadata } from 'next'
import { ErrorContent } from '@/components/error-content'
import { translator } from '@/i18n/translator'
import { pageMetadata } from '@/lib/page-metadata'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  return pageMetadata(locale, '/500', {
    title: translator(locale)('page.error.title'),
    index: false,
  })
}

/** The error page at its own address (spec §2.2 "/500"); error.tsx shows the same on a failure. */
export default async function ErrorPage({ params }: Props) {
  const { locale } = await params
  return <ErrorContent locale={locale} />
}
