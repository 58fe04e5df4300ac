import { staticRoute } from '@/components/static-route'

/** Virtual gaming arena (spec §2): a partner product. */
const route = staticRoute({
  path: '/virtual-gaming-arena',
  title: 'nav.virtualGamingArena',
  body: ['page.partner.description'],
  index: true,
})
export const generateMetadata = route.generateMetadata
export default route.Page
