import Link from 'next/link'

/** Countries or leagues as a list of links. */
export function LinkList({
  items,
  hrefOf,
}: {
  items: readonly { id: string; slug: string; name: string }[]
  hrefOf: (slug: string) => string
}) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item.id}>
          <Link href={hrefOf(item.slug)}>{item.name}</Link>
        </li>
      ))}
    </ul>
  )
}
