import { staticRoute } from '@/components/static-route'

/** Promotions (spec §2); the bonus lists come with the bonuses issue. */
const route = staticRoute({
  path: '/promotions',
  title: 'static.promotions.title',
  body: ['static.promotions.body'],
  index: true,
})
export const generateMetadata = route.generateMetadata
export default route.Page
