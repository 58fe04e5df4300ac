import { ApiRequestError } from '@sportsbook/contracts'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import { JackpotDetail } from '@/features/jackpots/components/jackpot-detail'
import { pageMetadata } from '@/lib/page-metadata'
import { requireFlag } from '@/lib/site-config'
import { readJackpot } from '@/features/jackpots/api/server-jackpots'

type Props = { params: Promise<{ locale: string; id: string }> }

/** The jackpot, once per request; an unknown or finished one is a 404. */
const jackpotOf = cache(async (locale: string, id: string) => {
  try {
    return await readJackpot(locale, id)
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400))
      notFound()
    throw error
  }
})

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  requireFlag('jackpots')
  const { locale, id } = await params
  const jackpot = await jackpotOf(locale, id)
  return pageMetadata(locale, `/jackpots/${id}`, { title: jackpot.name, index: true })
}

/** One jackpot (decision 134): its pools polled every 15 s and its latest wins. */
export default async function JackpotPage({ params }: Props) {
  requireFlag('jackpots')
  const { locale, id } = await params
  const jackpot = await jackpotOf(locale, id)
  return (
    <>
      <h1>{jackpot.name}</h1>
      <JackpotDetail initial={jackpot} />
    </>
  )
}

export const dynamic = 'force-dynamic'
