import { partnerRoute } from '@/features/partner-games/components/partner-route'

/** Horse racing (spec §2.2): the partner's game, launched through the virtual wallet. */
const route = partnerRoute({ product: 'racing', title: 'nav.racing' })
export const generateMetadata = route.generateMetadata
export default route.Page
// The operator's switch and the player decide what shows: render per request.
export const dynamic = 'force-dynamic'
