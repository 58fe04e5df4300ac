'use client'
import { lazyComponent } from '@/lib/lazy-component'
import { loadWhenOnline } from '@/lib/load-when-online'

/**
 * `ModalHost`, loaded after the page's own code (bench/web-budget): no dialog is open on first
 * paint. A dialog opened before it arrives waits in the modal store, and the one a URL asks
 * for is read when it mounts.
 */
export const LazyModalHost = lazyComponent(
  () => loadWhenOnline(() => import('./modal-host')).then((m) => m.ModalHost),
  { browserOnly: true },
)
