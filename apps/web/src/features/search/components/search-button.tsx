'use client'
import { lazyComponent } from '@/lib/lazy-component'
import { useState } from 'react'
import { useTranslations } from 'use-intl'
import { LazyModal } from '@/components/lazy-modal'

const SearchPanel = lazyComponent(() => import('./search-panel').then((m) => m.SearchPanel), {
  browserOnly: true,
})

/** The header's search: a dialog loaded on first open (not part of a page's first load). */
export function SearchButton({ className }: { className?: string | undefined }) {
  const t = useTranslations('search')
  const [open, setOpen] = useState(false)
  const close = () => {
    setOpen(false)
  }
  return (
    <>
      <button
        type="button"
        className={className}
        aria-label={t('open')}
        aria-haspopup="dialog"
        onClick={() => {
          setOpen(true)
        }}
      >
        <span aria-hidden="true">⌕</span>
      </button>
      {open && (
        <LazyModal open onOpenChange={setOpen} title={t('title')} layout="sheet">
          <SearchPanel onNavigate={close} />
        </LazyModal>
      )}
    </>
  )
}
