import { switchLocaleUrl, type LinkConfig } from '@sportsbook/domain'
import type { QueryClient } from '@tanstack/react-query'
import { updateLocale } from '@/features/account/api/update-locale'
import { currentPlayer } from '@/lib/player-session'

/**
 * Moves the page to another language, keeping query and hash (spec §2.1). A signed-in player's
 * language is saved first (PATCH update_locale); it throws, leaving the page, when that fails.
 * Loaded when a language is picked (`language-switch.tsx`): nothing of it is needed before.
 */
export async function changeLanguage(
  next: string,
  { locale, links, queryClient }: { locale: string; links: LinkConfig; queryClient: QueryClient },
): Promise<void> {
  const target = switchLocaleUrl(
    `${location.pathname}${location.search}${location.hash}`,
    next,
    links,
  )
  // Whether a player is signed in must be known first (the profile may still be loading).
  const player = await currentPlayer(queryClient, locale)
  if (player) await updateLocale(locale, next, player.csrf_token)
  // A full load: the document's lang, direction and every server-rendered text change.
  location.assign(target)
}
