import { partnerRoute } from '@/features/partner-games/components/partner-route'

/** The virtual gaming arena (spec §2.2): the partner's game, launched through the virtual wallet. */
const route = partnerRoute({ product: 'virtual-gaming-arena', title: 'nav.virtualGamingArena' })
export const generateMetadata = route.generateMetadata
export default route.Page
// The operator's switch and the player decide what shows: render per request.
export const dynamic = 'force-dynamic'
