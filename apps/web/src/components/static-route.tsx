import type { Metadata } from 'next'
import { translator } from '@/i18n/translator'
import { pageMetadata } from '@/lib/page-metadata'
import { StaticPage } from './static-page'

export type MessageKey = Parameters<ReturnType<typeof translator>>[0]

type Props = { params: Promise<{ locale: string }> }

/**
 * The metadata and page of a route that shows translated text (about, rules, locked, partner
 * products…): `export const { generateMetadata, default: … } = staticRoute({ … })`.
 */
export function staticRoute({
  path,
  title,
  body,
  index,
}: {
  path: string
  title: MessageKey
  body: readonly MessageKey[]
  index: boolean
}) {
  return {
    generateMetadata: async ({ params }: Props): Promise<Metadata> => {
      const { locale } = await params
      return pageMetadata(locale, path, { title: translator(locale)(title), index })
    },
    Page: async ({ params }: Props) => {
      const { locale } = await params
      const t = translator(locale)
      return (
        <StaticPage
          locale={locale}
          title={t(title)}
          body={body.map((key) => t(key)).join('\n\n')}
        />
      )
    },
  }
}
