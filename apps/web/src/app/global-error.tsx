'use client'
import Link from 'next/link'
import { useEffect } from 'react'
import { reportError } from '@/lib/error-reporting/reporter'

/**
 * The last resort when the layout itself fails: no translations or styles can be trusted
 * here, so it is plain and in English (spec §8 fallback "UNEXPECTED ERROR IN ERROR APP").
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    reportError(error, { digest: error.digest })
  }, [error])
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem' }}>
        <main>
          <h1>UNEXPECTED ERROR</h1>
          <p>Something went wrong. Please come back later.</p>
          <Link href="/sports">Go to the sports home</Link>
        </main>
      </body>
    </html>
  )
}
