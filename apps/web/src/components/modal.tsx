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
  description,
  children,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  layout?: ModalLayout
  hidden?: boolean
  dismissible?: boolean
  description?: string
  children: ReactNode
}) {
  const t = useTranslations('common')
  const block = (event: Event) => {
    if (!dismissible) event.preventDefault()
  }
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange} modal={!hidden}>
      <Dialog.Portal>
        <Dialog.Overlay className={hidden ? styles.hidden : styles.overlay} />
        <Dialog.Content
          className={`${styles.content} ${styles[layout]} ${hidden ? styles.hidden : ''}`}
          data-layout={layout}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
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
