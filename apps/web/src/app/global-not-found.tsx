import type { Metadata } from 'next'
import Link from 'next/link'
import { DEFAULT_LOCALE } from '@/i18n/locales'
import './globals.css'

export const metadata: Metadata = { title: '404', robots: { index: false } }

// Requests that reach no locale at all (the proxy sends every page to one) still get a page.
export default function GlobalNotFound() {
  return (
    <html lang={DEFAULT_LOCALE}>
      <body>
        <main style={{ padding: '2rem' }}>
          <h1>404</h1>
          <p>This page does not exist. Check the URL.</p>
          <Link href="/sports">Go to the sports home</Link>
        </main>
      </body>
    </html>
  )
}
