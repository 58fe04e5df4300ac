import { notFound } from 'next/navigation'

// Any path no route matches renders the locale's not-found page inside its layout.
export default function CatchAllPage(): never {
  notFound()
}
