'use client'
import * as Dialog from '@radix-ui/react-dialog'
import type { ReactNode } from 'react'
import { useTranslations } from 'use-intl'
import styles from './modal.module.css'

export type ModalLayout = 'modal' | 'sheet' | 'start'

/**
 * A dialog on Radix UI (focus trapped, Escape closes, focus returns to the opener, the rest
 * of the page inert): a centred modal, a bottom sheet or a side sheet. A hidden dialog stays
 * mounted, keeping its state, until it is restored. `dismissible={false}` makes it blocking.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  layout = 'modal',
  hidden = false,
  dismissible = true,
  keepTabBar = false,
  description,
  children,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  layout?: ModalLayout
  hidden?: boolean
  dismissible?: boolean
  /**
   * A phone's sheet that stops above the tab bar and leaves it usable (the slip: a second tap
   * on Bet slip closes it). The page above is dimmed and a tap there closes the sheet, but the
   * dialog is not modal: the tab bar stays reachable.
   */
  keepTabBar?: boolean
  description?: string
  children: ReactNode
}) {
  const t = useTranslations('common')
  const block = (event: Event) => {
    if (!dismissible) event.preventDefault()
  }
  // A tap on the tab bar is the tab bar's to handle (it toggles the sheet itself).
  const outside = (event: Event) => {
    block(event)
    if (keepTabBar && event.target instanceof Element && event.target.closest('[data-tab-bar]'))
      event.preventDefault()
  }
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange} modal={!hidden && !keepTabBar}>
      <Dialog.Portal>
        {keepTabBar ? (
          !hidden && (
            <div
              className={`${styles.overlay} ${styles.aboveTabBar}`}
              aria-hidden="true"
              onClick={() => {
                if (dismissible) onOpenChange(false)
              }}
            />
          )
        ) : (
          <Dialog.Overlay className={hidden ? styles.hidden : styles.overlay} />
        )}
        <Dialog.Content
          className={`${styles.content} ${styles[layout]} ${keepTabBar ? styles.aboveTabBar : ''} ${hidden ? styles.hidden : ''}`}
          data-layout={layout}
          onEscapeKeyDown={block}
          onPointerDownOutside={outside}
          onInteractOutside={outside}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.head}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            {dismissible && (
              <Dialog.Close className={styles.close} aria-label={t('close')}>
                <span aria-hidden="true">×</span>
              </Dialog.Close>
            )}
          </div>
          {description && <Dialog.Description>{description}</Dialog.Description>}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
