import Link from 'next/link'
import type { SportsMenuItem } from '../api/get-sports-menu'
import { SportIcon } from '@/components/catalogue-images'
import styles from './sports-menu.module.css'

/** The sports menu with event counters (spec §2.5 home and the left sidebar). */
export function SportsMenu({
  items,
  title,
  hrefOf,
  countLabel,
}: {
  items: readonly SportsMenuItem[]
  title: string
  hrefOf: (sportKey: string) => string
  countLabel: (count: number) => string
}) {
  return (
    <nav aria-label={title} className={styles.menu}>
      <h2 className={styles.title}>{title}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.key} data-sport={item.key}>
            <Link href={hrefOf(item.key)} className={styles.link} title={item.name}>
              <span className={styles.badge} aria-hidden="true">
                <SportIcon sportKey={item.key} />
              </span>
              <span className={styles.name}>{item.name}</span>
              <span className={styles.count} aria-label={countLabel(item.events)}>
                {item.events}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
