import { staticRoute } from '@/components/static-route'

/** Horse racing (spec §2): a partner product, launched through the virtual wallet once one is configured. */
const route = staticRoute({
  path: '/racing',
  title: 'nav.racing',
  body: ['page.partner.description'],
  index: true,
})
export const generateMetadata = route.generateMetadata
export default route.Page
