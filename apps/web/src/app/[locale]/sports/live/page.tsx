import { listingRoute } from '@/features/catalogue/components/listing-page'

/** Live (spec §2 "/live"): matches in play; issue 10 groups them by sport with live odds. */
const route = listingRoute({
  path: '/live',
  title: 'nav.live',
  query: {
    match_status: [1, 2],
    type: 'match',
    limit: 100,
    sort_by: [
      { field: 'sport.priority', direction: 'desc' },
      { field: 'start_time', direction: 'asc' },
    ],
  },
})
export const generateMetadata = route.generateMetadata
export default route.Page
// Lists change with the feed: render per request.
export const dynamic = 'force-dynamic'
