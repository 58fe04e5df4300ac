import type { Metadata } from 'next'

export const metadata: Metadata = { title: 'Sports' }

// The home screen (spec §2 "/"): issue 10 fills it with live and upcoming matches.
export default function SportsHomePage() {
  return (
    <main>
      <h1>Sportsbook</h1>
    </main>
  )
}
