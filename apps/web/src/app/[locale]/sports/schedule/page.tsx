import { EVENT_STATUS } from '@sportsbook/domain'
import { listingRoute } from '@/features/catalogue/components/listing-page'

/** Schedule (spec §2.2): upcoming matches, by day, time window, sport and order. */
const route = listingRoute({
  path: '/schedule',
  title: 'nav.schedule',
  query: { match_status: [EVENT_STATUS.prematch], type: 'match' },
  direction: 'asc',
  defaultSort: 'time',
  filters: ['sport', 'date', 'time', 'sortBy', 'isBettable'],
  days: 'upcoming',
})
export const generateMetadata = route.generateMetadata
export default route.Page
// Lists change with the feed: render per request.
export const dynamic = 'force-dynamic'
