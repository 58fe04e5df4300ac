'use client'
import { useRouter, useSearchParams } from 'next/navigation'
import { useEffect } from 'react'
import { isInternalPath } from '@/lib/internal-path'
import { useSportsLink } from '@/lib/site-context'

export function InitSportsbook() {
  const router = useRouter()
  const path = useSearchParams().get('path')
  const link = useSportsLink()
  useEffect(() => {
    router.replace(isInternalPath(path) ? path : link('/'))
  }, [router, path, link])
  return null
}
