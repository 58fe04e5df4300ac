'use client'
import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { IntlProvider } from 'use-intl'
import { PickOutcomeProvider } from '@/features/bet-slip/model/pick-outcome'
import type { Messages } from '@/i18n/messages'
import { getQueryClient } from '@/lib/query-client'
import type { PublicSiteConfig } from '@/lib/site-config'
import { SiteProvider } from '@/lib/site-context'
import { TimeZoneSync, usePlayerTimeZone } from '@/lib/player-time-zone'

export function Providers({
  locale,
  timeZone,
  messages,
  site,
  children,
}: {
  locale: string
  /** The zone the server rendered in (the player's cookie, else UTC). */
  timeZone: string
  messages: Messages
  site: PublicSiteConfig
  children: ReactNode
}) {
  return (
    <SiteProvider site={{ ...site, locale }}>
      <IntlProvider locale={locale} messages={messages} timeZone={usePlayerTimeZone(timeZone)}>
        <TimeZoneSync serverZone={timeZone} />
        <QueryClientProvider client={getQueryClient()}>
          <PickOutcomeProvider>{children}</PickOutcomeProvider>
        </QueryClientProvider>
      </IntlProvider>
    </SiteProvider>
  )
}
