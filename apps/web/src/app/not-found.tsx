import Link from 'next/link'
import { DEFAULT_LOCALE } from '@/i18n/locales'

// Requests that never reach a locale (the proxy sends every page to one) still get a real page.
export default function GlobalNotFound() {
  return (
    <html lang={DEFAULT_LOCALE}>
      <body>
        <main>
          <h1>404</h1>
          <p>This page does not exist. Check the address.</p>
          <Link href="/sports">Home</Link>
        </main>
      </body>
    </html>
  )
}
