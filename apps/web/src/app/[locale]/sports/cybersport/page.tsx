import { OPEN_FOR_BETS_STATUSES } from '@sportsbook/domain'
import { listingRoute } from '@/features/catalogue/components/listing-page'

/** E-sports (spec §2.2 "/cybersport"): live and upcoming matches of the cyber sports. */
const route = listingRoute({
  path: '/cybersport',
  title: 'nav.cybersport',
  query: { sport_type: 'cyber', match_status: [...OPEN_FOR_BETS_STATUSES], type: 'match' },
  direction: 'asc',
  defaultSort: 'time',
  filters: [],
  bySport: true,
})
export const generateMetadata = route.generateMetadata
export default route.Page
// Lists change with the feed: render per request.
export const dynamic = 'force-dynamic'
