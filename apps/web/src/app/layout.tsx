import type { ReactNode } from 'react'

// `app/[locale]/layout.tsx` renders <html lang>; Next still wants a layout at the root, and one
// that owns no markup keeps its 404 shell from nesting a second <html> (see app/not-found.tsx).
export default function RootLayout({ children }: { children: ReactNode }) {
  return children
}
