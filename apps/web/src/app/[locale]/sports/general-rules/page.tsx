import { staticRoute } from '@/components/static-route'

/** General rules (spec §2.2 "/general-rules"). */
const route = staticRoute({
  path: '/general-rules',
  title: 'static.generalRules.title',
  body: ['static.generalRules.body'],
  index: true,
})
export const generateMetadata = route.generateMetadata
export default route.Page
