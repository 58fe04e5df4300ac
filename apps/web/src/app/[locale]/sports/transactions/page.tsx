import { providerRedirect } from '@/lib/provider-redirect'

type Props = { params: Promise<{ locale: string }> }

/** /transactions (spec §2.2 provider redirect route). */
export default async function Page({ params }: Props): Promise<never> {
  providerRedirect('transactions', (await params).locale)
}
