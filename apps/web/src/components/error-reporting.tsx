'use client'
import { useEffect } from 'react'
import { reportError, startErrorReporting } from '@/lib/error-reporting/reporter'

/** Starts the error reporter once per page (Sentry when a DSN is configured). */
export function ErrorReporting({ dsn }: { dsn: string | undefined }) {
  useEffect(() => {
    startErrorReporting(dsn).catch(reportError)
  }, [dsn])
  return null
}
