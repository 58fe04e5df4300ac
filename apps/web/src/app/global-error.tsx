'use client'
import Link from 'next/link'
import { useEffect } from 'react'
import { reportError } from '@/lib/error-reporting/reporter'

/** Spec §8's fallback title of the error app itself. */
const ERROR_APP_FALLBACK_TITLE = 'UNEXPECTED ERROR IN ERROR APP'

/**
 * The last resort when the layout itself fails: no translations or styles can be trusted
 * here, so it is plain and in English, with spec §8.3's fallback title.
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    reportError(error, { digest: error.digest })
  }, [error])
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem' }}>
        <main>
          <h1>{ERROR_APP_FALLBACK_TITLE}</h1>
          <p>Something went wrong. Please come back later.</p>
          <Link href="/sports">Go to the sports home</Link>
        </main>
      </body>
    </html>
  )
}
