import { staticRoute } from '@/components/static-route'

/** Locked (spec §8.3: "Unauthorized", not authorized to view). */
const route = staticRoute({
  path: '/locked',
  title: 'page.locked.title',
  body: ['page.locked.description'],
  index: false,
})
export const generateMetadata = route.generateMetadata
export default route.Page
