'use client'
import { lazyComponent } from '@/lib/lazy-component'

/**
 * The dialog, loaded the first time one opens: Radix is not part of a page's first load
 * (bench/web-budget). Render it only while open.
 */
export const LazyModal = lazyComponent(() => import('./modal').then((module) => module.Modal), {
  browserOnly: true,
})
