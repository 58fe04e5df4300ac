'use client'
import { useStore } from 'zustand'
import { useTranslations } from 'use-intl'
import { alerts, type Notice } from '@/lib/alerts/alert-store'
import styles from './notices.module.css'

function NoticeCard({ notice, onDismiss }: { notice: Notice; onDismiss: () => void }) {
  const t = useTranslations('common')
  return (
    <div className={styles.notice} data-severity={notice.severity} data-testid="notice">
      <div className={styles.body}>
        <p className={styles.title}>{notice.title}</p>
        {notice.description && <p className={styles.description}>{notice.description}</p>}
      </div>
      <button type="button" className={styles.dismiss} aria-label={t('close')} onClick={onDismiss}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  )
}

/**
 * The alert at bottom-center and the toasts at the top-right (spec §9.2). The live regions are
 * always in the page so screen readers announce what appears in them.
 */
export function Notices() {
  const t = useTranslations('alerts')
  const { alert, toasts } = useStore(alerts.store)
  return (
    <>
      <div
        className={styles.alertRegion}
        role="alert"
        aria-label={t('region')}
        data-testid="alert-region"
      >
        {alert && (
          <NoticeCard
            notice={alert}
            onDismiss={() => {
              alerts.dismissAlert(alert.id)
            }}
          />
        )}
      </div>
      <div
        className={styles.toastRegion}
        role="status"
        aria-label={t('region')}
        data-testid="toast-region"
      >
        {toasts.map((toast) => (
          <NoticeCard
            key={toast.id}
            notice={toast}
            onDismiss={() => {
              alerts.dismissToast(toast.id)
            }}
          />
        ))}
      </div>
    </>
  )
}
