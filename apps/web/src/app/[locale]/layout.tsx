import type { Metadata, Viewport } from 'next'
import { cookies } from 'next/headers'
import { notFound } from 'next/navigation'
import { Suspense, type ReactNode } from 'react'
import { CookieConsent } from '@/components/cookie-consent'
import { ErrorReporting } from '@/components/error-reporting'
import { Notices } from '@/components/notices'
import { OfflineAlert } from '@/components/offline-alert'
import { QueryErrorAlerts } from '@/components/query-error-alerts'
import { LazyProgressBar } from '@/components/progress-bar-lazy'
import { getSportsMenu } from '@/features/catalogue/api/get-sports-menu'
import { SportsMenu } from '@/features/catalogue/components/sports-menu'
import { AppFrame } from '@/shell/app-frame'
import { HydrationRegion } from '@/shell/hydration-region'
import { BetSlipAside, BetSlipSheet } from '@/features/bet-slip/components/bet-slip-panel'
import { Footer } from '@/shell/footer'
import { AuthButtons } from '@/shell/auth-buttons'
import { Header } from '@/shell/header'
import { LazyPageEffects } from '@/components/page-effects-lazy'
import { LazyModalHost } from '@/shell/modal-host-lazy'
import { LazyAccountEffects } from '@/features/account/account-effects-lazy'
import { LazyUnseenBonusPopup } from '@/features/bonuses/components/unseen-bonus-popup-lazy'
import { LazyPlayLimits } from '@/features/responsible-gambling/components/play-limits-lazy'
import { LanguageSwitch } from '@/shell/language-switch'
import { NavLinks } from '@/shell/nav-links'
import { OddsFormatSelect } from '@/shell/odds-format-select'
import { SideMenu } from '@/shell/side-menu'
import { TabBar } from '@/shell/tab-bar'
import { footerSectionsFor, headerMoreFor, mainNavFor } from '@/shell/nav-items'
import { LazyJackpotHitPopup } from '@/features/jackpots/components/jackpot-hit-popup-lazy'
import { operatorSettingsOrFallback } from '@/lib/operator-settings'
import { compiledMessagesFor } from '@/i18n/compiled-messages'
import { translator } from '@/i18n/translator'
import { CONSENT_COOKIE, SIDEBAR_COOKIE, THEME_COOKIE, isTheme } from '@/lib/cookie-names'
import { publicSiteConfig, siteConfig, sportsHref } from '@/lib/site-config'
import { textDirection } from '@/lib/text-direction'
import { TIME_ZONE_COOKIE, TIME_ZONE_PENDING_SCRIPT, timeZoneOf } from '@/lib/time-zone'
import { EARLY_TAPS_SCRIPT } from '@/slip/early-taps'
import '../globals.css'
import { Providers } from './providers'

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const site = siteConfig()
  const t = translator(locale)
  return {
    metadataBase: new URL(site.url),
    title: { default: site.name, template: `%s | ${site.name}` },
    description: t('meta.description'),
    applicationName: site.name,
    icons: { icon: '/icon.svg' },
    openGraph: { siteName: site.name, type: 'website', locale: locale.replace('-', '_') },
    twitter: { card: 'summary_large_image' },
    robots: { index: true, follow: true },
  }
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: [
    { media: '(prefers-color-scheme: dark)', color: '#0f1720' },
    { media: '(prefers-color-scheme: light)', color: '#f3f5f8' },
  ],
}

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params
  const site = siteConfig()
  if (!site.links.locales.includes(locale)) notFound()
  const t = translator(locale)
  const jar = await cookies()
  const themeCookie = jar.get(THEME_COOKIE)?.value
  const theme = isTheme(themeCookie) ? themeCookie : undefined
  const timeZone = timeZoneOf(jar.get(TIME_ZONE_COOKIE)?.value)
  const [sports, { products, oddsTypes, customBets, video, multiSingleByProvider }] =
    await Promise.all([getSportsMenu(locale).catch(() => []), operatorSettingsOrFallback()])
  const sportsMenu = (
    <SportsMenu
      items={sports}
      title={t('sidebar.sports')}
      hrefOf={(key) => sportsHref(locale, `/${key}`)}
      countLabel={(count) => t('sidebar.events', { count })}
    />
  )
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.name,
    url: `${site.url}${sportsHref(locale, '/')}`,
    logo: `${site.url}/icon.svg`,
  }

  return (
    // suppressHydrationWarning: the time-zone script may mark <html> before React hydrates it.
    <html
      lang={locale}
      dir={textDirection(locale, site.flags)}
      data-theme={theme}
      // The zone the server rendered times in (the tz cookie's): shows when a refresh landed.
      data-time-zone={timeZone}
      suppressHydrationWarning
    >
      <head>
        {/* A plain inline script runs while the HTML is parsed, before the first paint
            (next/script's beforeInteractive waits for Next's runtime). */}
        <script dangerouslySetInnerHTML={{ __html: TIME_ZONE_PENDING_SCRIPT }} />
        {/* Keeps taps on prices made before the page hydrates (slip/early-taps). */}
        <script dangerouslySetInnerHTML={{ __html: EARLY_TAPS_SCRIPT }} />
      </head>
      <body>
        <script
          type="application/ld+json"
          // JSON of our own configuration; `<` is escaped so no value can close the tag.
          dangerouslySetInnerHTML={{
            __html: JSON.stringify(organization).replace(/</g, '\\u003c'),
          }}
        />
        <Providers
          locale={locale}
          timeZone={timeZone}
          messages={compiledMessagesFor(locale)}
          site={publicSiteConfig()}
          operator={{ customBets, video, multiSingleByProvider }}
        >
          <a className="skip-link" href="#main">
            {t('common.skipToContent')}
          </a>
          {/* Fixed at the bottom, but early in the document: a first visit's largest text, it is
              drawn with the first part of the page, and a keyboard user meets it right after the
              skip link (decision 179). */}
          {jar.get(CONSENT_COOKIE)?.value !== '1' && <CookieConsent />}
          <LazyProgressBar />
          <AppFrame
            initiallyCollapsed={jar.get(SIDEBAR_COOKIE)?.value === '1'}
            header={
              <Header
                locale={locale}
                theme={theme}
                oddsTypes={oddsTypes}
                more={headerMoreFor(products, site.flags)}
              />
            }
            sidebar={sportsMenu}
            aside={<BetSlipAside />}
            footer={<Footer locale={locale} sections={footerSectionsFor(products, site.flags)} />}
          >
            {children}
          </AppFrame>
          <HydrationRegion>
            <TabBar />
          </HydrationRegion>
          <HydrationRegion>
            <SideMenu
              tools={
                <>
                  <AuthButtons everywhere />
                  <LanguageSwitch />
                  <OddsFormatSelect offered={oddsTypes} />
                </>
              }
            >
              <NavLinks items={mainNavFor(products, site.flags)} label={t('nav.main')} />
              {sportsMenu}
            </SideMenu>
          </HydrationRegion>
          <HydrationRegion>
            <BetSlipSheet />
          </HydrationRegion>
          <Notices />
          <OfflineAlert />
          <QueryErrorAlerts />
          <Suspense>
            <LazyModalHost />
            <LazyAccountEffects />
            <LazyUnseenBonusPopup />
            {site.flags.includes('jackpots') && <LazyJackpotHitPopup />}
            <LazyPlayLimits />
          </Suspense>
          <ErrorReporting dsn={site.sentryDsn} />
          <LazyPageEffects
            locale={locale}
            liveChat={site.liveChat}
            embeddable={site.embedAllowedOrigins.length > 0}
          />
        </Providers>
      </body>
    </html>
  )
}
