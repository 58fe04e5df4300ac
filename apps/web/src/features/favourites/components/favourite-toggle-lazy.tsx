'use client'
import { lazyComponent } from '@/lib/lazy-component'
import { loadWhenOnline } from '@/lib/load-when-online'
import styles from './favourites.module.css'

/**
 * The favourite star, loaded after the page's own code (bench/web-budget): whether it is lit
 * is the player's, read in the browser, and so is what a click does. Until then an unlit star
 * holds its place (decorative: the button with its name comes with the code).
 */
export const LazyFavouriteToggle = lazyComponent(
  () => loadWhenOnline(() => import('./favourite-toggle')).then((m) => m.FavouriteToggle),
  {
    browserOnly: true,
    loading: () => (
      <span className={styles.star} aria-hidden="true">
        ☆
      </span>
    ),
  },
)
