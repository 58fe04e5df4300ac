export const metadata = { title: 'floor', robots: { index: false } }

/** The empty page `bench/web-budget` measures as the framework's floor. */
export default function FloorPage() {
  return <main>floor</main>
}
