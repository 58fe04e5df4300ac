import { staticRoute } from '@/components/static-route'

/** Premium cricket (spec §2): a partner product. */
const route = staticRoute({
  path: '/premium-cricket',
  title: 'nav.premiumCricket',
  body: ['page.partner.description'],
  index: true,
})
export const generateMetadata = route.generateMetadata
export default route.Page
