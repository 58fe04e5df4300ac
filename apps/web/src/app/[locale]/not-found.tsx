import Link from 'next/link'

export default function NotFoundPage() {
  return (
    <main>
      <h1>404</h1>
      <p>This page does not exist. Check the address.</p>
      <Link href="/sports">Home</Link>
    </main>
  )
}
