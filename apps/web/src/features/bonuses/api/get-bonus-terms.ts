import { bonusTypePlural, type Bonus } from '@sportsbook/contracts'
import { queryOptions } from '@tanstack/react-query'
import { browserRequest } from '@/lib/browser-api'
import { bonusTerms } from '@sportsbook/contracts/calls'
import { bonusKeys } from './bonus-keys'

/** A bonus's terms in the player's language (GET /bonuses/{typePlural}/{id}/terms). */
export const bonusTermsQueryOptions = (locale: string, bonus: Pick<Bonus, 'id' | 'type'>) =>
  queryOptions({
    queryKey: bonusKeys.terms(bonus.id),
    queryFn: async () => {
      const plural = bonusTypePlural(bonus.type)
      if (!plural) throw new Error(`a ${bonus.type} has no terms call`)
      return (await bonusTerms(browserRequest(locale), plural, bonus.id)).data.terms
    },
    staleTime: 5 * 60_000,
  })
