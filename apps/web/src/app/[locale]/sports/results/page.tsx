import { listingRoute } from '@/features/catalogue/components/listing-page'

/** Results (spec §2): finished matches, latest first. */
const route = listingRoute({
  path: '/results',
  title: 'nav.results',
  query: {
    match_status: [3, 4],
    type: 'match',
    limit: 100,
    sort_by: [{ field: 'start_time', direction: 'desc' }],
  },
})
export const generateMetadata = route.generateMetadata
export default route.Page
// Lists change with the feed: render per request.
export const dynamic = 'force-dynamic'
