import { OPEN_FOR_BETS_STATUSES } from '@sportsbook/domain'
import { listingRoute } from '@/features/catalogue/components/listing-page'
import { requireProduct } from '@/lib/operator-settings'

/** Premium cricket (spec §2.2, §3 sport category premium_cricket): its live and upcoming matches. */
const route = listingRoute({
  path: '/premium-cricket',
  title: 'nav.premiumCricket',
  query: {
    sport_type: 'premium_cricket',
    match_status: [...OPEN_FOR_BETS_STATUSES],
    type: 'match',
  },
  direction: 'asc',
  defaultSort: 'time',
  filters: [],
  bySport: false,
})
export const generateMetadata = route.generateMetadata
export default async function PremiumCricket(props: Parameters<typeof route.Page>[0]) {
  await requireProduct('premium-cricket')
  return route.Page(props)
}
// Lists change with the feed: render per request.
export const dynamic = 'force-dynamic'
