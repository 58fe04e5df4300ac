import type { ReactNode } from 'react'

// Only in the build `bench/web-budget` makes (BUDGET_FLOOR=1 adds the .floor.tsx extension):
// a root layout with nothing of ours, so its page shows the framework's own JavaScript.
export default function FloorLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
