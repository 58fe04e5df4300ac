import type { PartnerProduct } from '@sportsbook/contracts'
import type { Metadata } from 'next'
import type { MessageKey } from '@/components/static-route'
import { translator } from '@/i18n/translator'
import { pageMetadata } from '@/lib/page-metadata'
import { requireProduct } from '@/lib/operator-settings'
import { PartnerGame } from './partner-game'

type Props = { params: Promise<{ locale: string }> }

/** The page of a partner product (spec §2.2): a 404 while the operator has it off. */
export function partnerRoute({ product, title }: { product: PartnerProduct; title: MessageKey }) {
  return {
    generateMetadata: async ({ params }: Props): Promise<Metadata> => {
      const { locale } = await params
      return pageMetadata(locale, `/${product}`, { title: translator(locale)(title), index: true })
    },
    Page: async ({ params }: Props) => {
      const { locale } = await params
      await requireProduct(product)
      const text = translator(locale)(title)
      return (
        <>
          <h1>{text}</h1>
          <PartnerGame product={product} title={text} />
        </>
      )
    },
  }
}
