import type { Category, Tournament } from '@sportsbook/contracts'
import Link from 'next/link'
import { CountryFlag } from '@/components/catalogue-images'
import styles from './listing.module.css'

/**
 * A sport's leagues grouped by country (or region), each with its flag: countries by their
 * priority (the api's order of `categories`), leagues by theirs within each (the api's order
 * of `leagues`). A country without leagues is left out.
 */
export function LeaguesByCountry({
  categories,
  leagues,
  hrefOf,
}: {
  categories: readonly Category[]
  leagues: readonly Tournament[]
  hrefOf: (slug: string) => string
}) {
  const groups = categories
    .map((category) => ({
      category,
      leagues: leagues.filter((league) => league.category.id === category.id),
    }))
    .filter((group) => group.leagues.length > 0)
  return (
    <ul className={styles.countries}>
      {groups.map(({ category, leagues: inCountry }) => (
        <li key={category.id} data-category={category.slug}>
          <h3 className={styles.country}>
            <CountryFlag code={category.country_code} className={styles.flag} />
            {category.name}
          </h3>
          <ul>
            {inCountry.map((league) => (
              <li key={league.id}>
                <Link href={hrefOf(league.slug)}>{league.name}</Link>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  )
}

/** The countries and regions of a sport, with their flags, by priority. */
export function CountryList({
  categories,
  hrefOf,
}: {
  categories: readonly Category[]
  hrefOf: (slug: string) => string
}) {
  return (
    <ul className={styles.countryLinks}>
      {categories.map((category) => (
        <li key={category.id}>
          <Link href={hrefOf(category.slug)}>
            <CountryFlag code={category.country_code} className={styles.flag} />
            {category.name}
          </Link>
        </li>
      ))}
    </ul>
  )
}
