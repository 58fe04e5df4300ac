import { ImageResponse } from 'next/og'
import { translator } from '@/i18n/translator'
import { siteConfig } from '@/lib/site-config'

export const alt = 'Sportsbook'
export const size = { width: 1200, height: 630 }
export const contentType = 'image/png'

/** The Open Graph image of every page (spec §2.7): the operator's name and the tagline. */
export default async function OpenGraphImage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  const t = translator(locale)
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        padding: 80,
        background: '#0f1720',
        color: '#e8eef4',
      }}
    >
      <div style={{ fontSize: 96, fontWeight: 700, color: '#3ecf8e' }}>{siteConfig().name}</div>
      <div style={{ fontSize: 40, marginTop: 24, maxWidth: 1000 }}>{t('meta.description')}</div>
    </div>,
    size,
  )
}
