'use client'
import Link from 'next/link'
import type { ReactNode } from 'react'
import { useTranslations } from 'use-intl'
import { useSportsLink } from '@/lib/site-context'
import styles from './static-page.module.css'

/** StaticPage for the boundaries Next renders on the client side of the tree (404, error). */
export function StaticPageClient({
  title,
  body,
  image,
}: {
  title: string
  body: string
  image?: ReactNode
}) {
  const t = useTranslations('common')
  const link = useSportsLink()
  return (
    <article className={styles.page}>
      {image}
      <h1>{title}</h1>
      <p>{body}</p>
      <Link className={styles.home} href={link('/')}>
        {t('home')}
      </Link>
    </article>
  )
}
