'use client'
import type { ReactNode } from 'react'
import { useStore } from 'zustand'
import { useTranslations } from 'use-intl'
import { LazyModal as Modal } from '@/components/lazy-modal'
import { setSideMenuOpen, sideMenu } from './side-menu-store'
import styles from '@/components/shell.module.css'

/** The phone's menu: sections and sports in a sheet from the start edge (spec §2). */
export function SideMenu({ tools, children }: { tools: ReactNode; children: ReactNode }) {
  const t = useTranslations('quickActions')
  const open = useStore(sideMenu, (state) => state.open)
  if (!open) return null
  return (
    <Modal open onOpenChange={setSideMenuOpen} title={t('sportsMenu')} layout="start">
      <div className={styles.menuTools}>{tools}</div>
      {/* Following a link closes the menu. */}
      <div
        onClick={(event) => {
          if (event.target instanceof Element && event.target.closest('a')) setSideMenuOpen(false)
        }}
      >
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
