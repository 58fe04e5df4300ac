'use client'
import { QueryClientProvider } from '@tanstack/react-query'
import { slipRulesFor } from '@sportsbook/domain'
import { useEffect, useState, type ReactNode } from 'react'
import { IntlProvider } from 'use-intl'
import { MESSAGE_FORMATS } from '@/i18n/message-formats'
import { PickOutcomeProvider } from '@/features/bet-slip/model/pick-outcome'
import type { Messages } from '@sportsbook/words'
import { getQueryClient } from '@/lib/query-client'
import type { PublicSiteConfig } from '@/lib/site-config'
import { startUp } from '@/lib/start-up'
import { SiteProvider, type ClientOperatorSettings } from '@/lib/site-context'
import { setSlipRules } from '@/slip/slip-state'
import { TimeZoneSync, usePlayerTimeZone } from '@/lib/player-time-zone'
import { markRootHydrated } from '@/lib/hydration-mark'

export function Providers({
  locale,
  timeZone,
  messages,
  site,
  operator,
  children,
}: {
  locale: string
  /** The zone the server rendered in (the player's cookie, else UTC). */
  timeZone: string
  /** Compiled ahead of time (i18n/compiled-messages). */
  messages: Messages
  site: PublicSiteConfig
  operator: ClientOperatorSettings
  children: ReactNode
}) {
  // Before anything renders a slip: the operator's multi-single providers are its rules.
  useState(() => {
    const allowed = Object.entries(operator.multiSingleByProvider).filter(([, on]) => on)
    setSlipRules(slipRulesFor(allowed.map(([provider]) => provider)))
  })
  useEffect(() => {
    void startUp(getQueryClient(), locale)
  }, [locale])
  useEffect(markRootHydrated, [])
  return (
    <SiteProvider site={{ ...site, locale, operator }}>
      <IntlProvider
        locale={locale}
        messages={messages}
        formats={MESSAGE_FORMATS}
        timeZone={usePlayerTimeZone(timeZone)}
      >
        <TimeZoneSync serverZone={timeZone} />
        <QueryClientProvider client={getQueryClient()}>
          <PickOutcomeProvider>{children}</PickOutcomeProvider>
        </QueryClientProvider>
      </IntlProvider>
    </SiteProvider>
  )
}
