import type { SportsMenuItem } from '../api/get-sports-menu'

/** The sports menu with counters (spec §2 home); links arrive with the sport pages (issue 10). */
export function SportsMenu({ items, title }: { items: readonly SportsMenuItem[]; title: string }) {
  return (
    <nav aria-label={title}>
      <ul>
        {items.map((item) => (
          <li key={item.key} data-sport={item.key}>
            <span>{item.name}</span> <span aria-label={`${item.events} events`}>{item.events}</span>
          </li>
        ))}
      </ul>
    </nav>
  )
}
