'use client'
import dynamic from 'next/dynamic'

/**
 * The dialog, loaded the first time one opens: Radix is not part of a page's first load
 * (bench/web-budget). Render it only while open.
 */
export const LazyModal = dynamic(() => import('./modal').then((module) => module.Modal), {
  ssr: false,
})
