import { staticRoute } from '@/components/static-route'

/** Blocked by country (spec §8.3: "Restricted Region", with a VPN hint). */
const route = staticRoute({
  path: '/blocked',
  title: 'page.blocked.title',
  body: ['page.blocked.description', 'page.blocked.vpn'],
  index: false,
})
export const generateMetadata = route.generateMetadata
export default route.Page
