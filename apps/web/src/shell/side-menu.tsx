'use client'
import type { MouseEvent, ReactNode } from 'react'
import { useStore } from 'zustand'
import { useTranslations } from 'use-intl'
import { LazyModal as Modal } from '@/components/lazy-modal'
import { setSideMenuOpen, sideMenu } from './side-menu-store'
import styles from '@/components/shell.module.css'

const closeOnLink = (event: MouseEvent<HTMLElement>) => {
  if (event.target instanceof Element && event.target.closest('a')) setSideMenuOpen(false)
}

/** The phone's menu: sections and sports in a sheet from the start edge (spec §2.5). */
export function SideMenu({ tools, children }: { tools: ReactNode; children: ReactNode }) {
  const t = useTranslations('quickActions')
  const open = useStore(sideMenu, (state) => state.open)
  if (!open) return null
  return (
    <Modal open onOpenChange={setSideMenuOpen} title={t('sportsMenu')} layout="start">
      {/* Following a link (a section, a sport, the notifications bell) closes the menu. */}
      <div onClick={closeOnLink}>
        <div className={styles.menuTools}>{tools}</div>
        {children}
      </div>
    </Modal>
  )
}

export function MenuButton() {
  const t = useTranslations('header')
  const open = useStore(sideMenu, (state) => state.open)
  return (
    <button
      type="button"
      className={`${styles.iconButton} ${styles.phoneOnly}`}
      aria-label={t('openMenu')}
      aria-expanded={open}
      onClick={() => {
        setSideMenuOpen(true)
      }}
    >
      <span aria-hidden="true">☰</span>
    </button>
  )
}
