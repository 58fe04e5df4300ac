import { staticRoute } from '@/components/static-route'

/** Lotteries (spec §2): a partner product. */
const route = staticRoute({
  path: '/lotteries',
  title: 'nav.lotteries',
  body: ['page.partner.description'],
  index: true,
})
export const generateMetadata = route.generateMetadata
export default route.Page
