import type { ChestSize } from '@sportsbook/domain'
import { useTranslations } from 'use-intl'
import styles from './bonuses.module.css'

const WIDTH: Readonly<Record<ChestSize, number>> = { small: 48, medium: 64, large: 88 }

/**
 * A lootbox's chest (spec §9): small, medium or large by its level; closed, or once opened its
 * win variant (gold inside) or its loss variant (empty). Drawn, so it needs no image request.
 */
export function LootboxChest({
  size,
  variant,
}: {
  size: ChestSize
  variant: 'closed' | 'win' | 'loss'
}) {
  const t = useTranslations('bonuses.lootbox')
  const label = [
    t('chest', { size }),
    variant === 'win' ? t('won') : variant === 'loss' ? t('empty') : t('toOpen'),
  ].join(': ')
  const open = variant !== 'closed'
  return (
    <svg
      role="img"
      aria-label={label}
      className={styles.chest}
      data-chest={`${size}-${variant}`}
      width={WIDTH[size]}
      height={WIDTH[size]}
      viewBox="0 0 64 64"
    >
      {/* The box, and its lid: shut, or lifted back when opened. */}
      <rect x="8" y="30" width="48" height="26" rx="3" fill="#8a5a2b" stroke="#4a2f14" />
      <rect x="8" y="40" width="48" height="4" fill="#c9a227" />
      {open ? (
        <path d="M10 30 L16 10 H48 L54 30 Z" fill="#6f4621" stroke="#4a2f14" />
      ) : (
        <path d="M8 30 Q32 12 56 30 Z" fill="#6f4621" stroke="#4a2f14" />
      )}
      {variant === 'win' && (
        <g fill="#ffd24a" stroke="#b8860b">
          <circle cx="24" cy="30" r="5" />
          <circle cx="34" cy="28" r="6" />
          <circle cx="43" cy="31" r="4" />
        </g>
      )}
      {!open && <rect x="29" y="34" width="6" height="8" rx="1" fill="#c9a227" />}
    </svg>
  )
}
