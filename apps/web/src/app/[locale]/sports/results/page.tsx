import { FINISHED_STATUSES } from '@sportsbook/domain'
import { listingRoute } from '@/features/catalogue/components/listing-page'

/** Results (spec §2.2): finished matches, latest first, by day and sport. */
const route = listingRoute({
  path: '/results',
  title: 'nav.results',
  query: { match_status: [...FINISHED_STATUSES], type: 'match' },
  direction: 'desc',
  defaultSort: 'time',
  filters: ['sport', 'date'],
  days: 'past',
})
export const generateMetadata = route.generateMetadata
export default route.Page
// Lists change with the feed: render per request.
export const dynamic = 'force-dynamic'
