import '@/app/globals.css'
import { compiledMessagesFor } from '@/i18n/compiled-messages'
import { publicSiteConfig } from '@/lib/site-config'
import { Providers } from '../../[locale]/providers'
import { LiveRenderBench } from './live-render-bench'

export const metadata = { title: 'live render bench', robots: { index: false } }

type Props = { searchParams: Promise<{ mode?: string }> }

/**
 * `bench/live-render`'s page (built only with BUDGET_FLOOR=1): 200 live matches as the live
 * page lists them (`?mode=store`), or the same rows re-rendered as one list on every change
 * (`?mode=list`, the baseline). The page's providers are the app's own.
 */
export default async function LiveRenderPage({ searchParams }: Props) {
  const { mode } = await searchParams
  return (
    <Providers
      locale="en"
      timeZone="UTC"
      messages={compiledMessagesFor('en')}
      site={publicSiteConfig()}
      operator={{ customBets: false, video: false, multiSingleByProvider: {} }}
    >
      <main>
        <LiveRenderBench mode={mode === 'list' ? 'list' : 'store'} />
      </main>
    </Providers>
  )
}
