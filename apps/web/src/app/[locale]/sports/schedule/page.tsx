import { listingRoute } from '@/features/catalogue/components/listing-page'

/** Schedule (spec §2): upcoming matches by start time; issue 10 adds the date filter and sortBy. */
const route = listingRoute({
  path: '/schedule',
  title: 'nav.schedule',
  query: {
    match_status: [0],
    type: 'match',
    limit: 100,
    sort_by: [{ field: 'start_time', direction: 'asc' }],
  },
})
export const generateMetadata = route.generateMetadata
export default route.Page
// Lists change with the feed: render per request.
export const dynamic = 'force-dynamic'
