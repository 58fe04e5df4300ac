'use client'
import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { IntlProvider } from 'use-intl'
import { PickOutcomeProvider } from '@/features/bet-slip/model/pick-outcome'
import type { Messages } from '@/i18n/messages'
import { getQueryClient } from '@/lib/query-client'
import type { PublicSiteConfig } from '@/lib/site-config'
import { SiteProvider } from '@/lib/site-context'

export function Providers({
  locale,
  messages,
  site,
  children,
}: {
  locale: string
  messages: Messages
  site: PublicSiteConfig
  children: ReactNode
}) {
  return (
    <SiteProvider site={{ ...site, locale }}>
      <IntlProvider locale={locale} messages={messages} timeZone="UTC">
        <QueryClientProvider client={getQueryClient()}>
          <PickOutcomeProvider>{children}</PickOutcomeProvider>
        </QueryClientProvider>
      </IntlProvider>
    </SiteProvider>
  )
}
