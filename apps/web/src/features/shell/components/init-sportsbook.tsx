'use client'
import { useRouter, useSearchParams } from 'next/navigation'
import { useEffect } from 'react'
import { useSportsLink } from '@/lib/site-context'

/** Only a path on this site: `/x` but not `//evil.example` or `https://…` (no open redirect). */
export function isInternalPath(path: string | null): path is string {
  return path !== null && path.startsWith('/') && !path.startsWith('//') && !path.includes('\\')
}

export function InitSportsbook() {
  const router = useRouter()
  const path = useSearchParams().get('path')
  const link = useSportsLink()
  useEffect(() => {
    router.replace(isInternalPath(path) ? path : link('/'))
  }, [router, path, link])
  return null
}
