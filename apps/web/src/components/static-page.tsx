import Image from 'next/image'
import Link from 'next/link'
import type { ReactNode } from 'react'
import { translator } from '@/i18n/translator'
import { sportsHref } from '@/lib/site-config'
import styles from './static-page.module.css'

/** A page of translated text with a button home (spec §2.2 static pages). */
export function StaticPage({
  locale,
  title,
  body,
  image,
  children,
}: {
  locale: string
  title: string
  /** Paragraphs separated by blank lines. */
  body: string
  image?: { src: string; alt: string; width: number; height: number }
  children?: ReactNode
}) {
  const t = translator(locale)
  return (
    <article className={styles.page}>
      {image && (
        <Image src={image.src} alt={image.alt} width={image.width} height={image.height} priority />
      )}
      <h1>{title}</h1>
      {body.split(/\n\s*\n/).map((paragraph) => (
        <p key={paragraph.slice(0, 40)}>{paragraph}</p>
      ))}
      {children}
      <Link className={styles.home} href={sportsHref(locale, '/')}>
        {t('common.home')}
      </Link>
    </article>
  )
}
