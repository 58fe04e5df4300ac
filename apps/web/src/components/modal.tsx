'use client'
import * as Dialog from '@radix-ui/react-dialog'
import { useEffect, useRef, type ReactNode } from 'react'
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
  // Shown again (the dialog above closed): focus comes back into it (its first control).
  const content = useRef<HTMLDivElement>(null)
  const wasHidden = useRef(hidden)
  useEffect(() => {
    if (wasHidden.current && !hidden) {
      const first = content.current?.querySelector<HTMLElement>(
        'input:not([type=hidden]), select, textarea, button:not([disabled]), [href]',
      )
      ;(first ?? content.current)?.focus()
    }
    wasHidden.current = hidden
  }, [hidden])
  // A hidden dialog (one under another, or set aside) is not dismissed by what happens in the
  // dialog above it: it keeps its state until it is shown again.
  const block = (event: Event) => {
    if (!dismissible || hidden) event.preventDefault()
  }
  // A tap on the tab bar is the tab bar's to handle (it toggles the sheet itself).
  const outside = (event: Event) => {
    block(event)
    if (keepTabBar && event.target instanceof Element && event.target.closest('[data-tab-bar]'))
      event.preventDefault()
  }
  return (
    // `modal` never follows `hidden`: Radix mounts another content component for each, and
    // the dialog would lose its state. Stacked modal dialogs are Radix's nested dialogs: the
    // top one's focus trap and inert siblings pause the one below until it closes.
    <Dialog.Root open={open} onOpenChange={onOpenChange} modal={!keepTabBar}>
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
          ref={content}
          className={`${styles.content} ${styles[layout]} ${keepTabBar ? styles.aboveTabBar : ''} ${hidden ? styles.hidden : ''}`}
          data-layout={layout}
          onEscapeKeyDown={block}
          onPointerDownOutside={outside}
          onInteractOutside={outside}
          onFocusOutside={block}
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
