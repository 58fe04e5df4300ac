import { providerRedirect } from '@/lib/provider-redirect'

type Props = { params: Promise<{ locale: string }> }

/** /terms (spec §2.2 provider redirect route). */
export default async function Page({ params }: Props): Promise<never> {
  providerRedirect('terms', (await params).locale)
}
