import { staticRoute } from '@/components/static-route'

/** About (spec §2.2 "/about"). */
const route = staticRoute({
  path: '/about',
  title: 'static.about.title',
  body: ['static.about.body'],
  index: true,
})
export const generateMetadata = route.generateMetadata
export default route.Page
