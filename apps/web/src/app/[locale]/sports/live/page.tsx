import { LIVE_STATUSES } from '@sportsbook/domain'
import { listingRoute } from '@/features/catalogue/components/listing-page'

/** Live (spec §2.2 "/live"): matches in play grouped by sport, with live counters per sport. */
const route = listingRoute({
  path: '/live',
  title: 'nav.live',
  query: { match_status: [...LIVE_STATUSES], type: 'match' },
  direction: 'asc',
  defaultSort: 'league',
  filters: [],
  bySport: true,
})
export const generateMetadata = route.generateMetadata
export default route.Page
// Lists change with the feed: render per request.
export const dynamic = 'force-dynamic'
