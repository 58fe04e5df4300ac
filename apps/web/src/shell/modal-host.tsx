'use client'
import { lazyComponent } from '@/lib/lazy-component'
import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect } from 'react'
import { useStore } from 'zustand'
import { useTranslations } from 'use-intl'
import { BLOCKING_MODALS, modalFromUrl } from '@/lib/modals/modal-ids'
import { modals, shownModal } from '@/lib/modals/modal-store'
import { PHONE_QUERY, useMediaQuery } from '@/lib/use-media-query'
import { LazyModal as Modal } from '@/components/lazy-modal'
import { SharedSlipProblemText } from '@/features/bet-slip/components/shared-slip-problem'
import { loadWhenOnline } from '@/lib/load-when-online'
import { isAccountDialog } from '@/features/account/dialogs/account-dialog-ids'
import { replaceAddress } from '@/lib/replace-address'

// Loaded when the first account dialog opens, not with every page.
const AccountDialog = lazyComponent(() =>
  loadWhenOnline(() => import('@/features/account/dialogs/account-dialog')).then(
    (m) => m.AccountDialog,
  ),
)

/**
 * Renders the open dialogs, and opens the one a URL asks for (`?modal=`, `#hash`,
 * `reset_password_token`), then removes what asked for it from the address (spec §2.3).
 * On phones account dialogs (sign-in, deposit, …) and any dialog asked for as a sheet open from
 * the bottom, like the slip.
 */
export function ModalHost() {
  const t = useTranslations('modals')
  const stack = useStore(modals.store, (state) => state.stack)
  const shown = shownModal(stack)
  const phone = useMediaQuery(PHONE_QUERY)
  const pathname = usePathname()
  const search = useSearchParams().toString()

  useEffect(() => {
    const openFromUrl = () => {
      const asked = modalFromUrl(location.href)
      if (!asked) return
      replaceAddress(asked.cleanedUrl)
      modals.open(asked.modal, { params: asked.params })
    }
    openFromUrl()
    window.addEventListener('hashchange', openFromUrl)
    return () => {
      window.removeEventListener('hashchange', openFromUrl)
    }
  }, [pathname, search])

  return stack.map((modal) => (
    <Modal
      key={modal.id}
      open
      // Stacked dialogs: the ones below the top stay mounted (their state kept) but hidden.
      hidden={modal.id !== shown}
      onOpenChange={(open) => {
        if (!open) modals.close(modal.id)
      }}
      title={t(modal.id)}
      layout={phone && (modal.variant === 'sheet' || isAccountDialog(modal.id)) ? 'sheet' : 'modal'}
      dismissible={!BLOCKING_MODALS.has(modal.id)}
    >
      <div data-modal={modal.id}>
        {isAccountDialog(modal.id) ? (
          <AccountDialog id={modal.id} params={modal.params} />
        ) : (
          <SharedSlipProblemText reason={modal.params.reason} />
        )}
      </div>
    </Modal>
  ))
}
