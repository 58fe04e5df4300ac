'use client'
import { useTranslations } from 'use-intl'
import type { SharedSlipProblem } from '../model/shared-slip'

const REASONS: readonly SharedSlipProblem[] = [
  'link-not-found',
  'link-try-another-bet',
  'link-try-later',
]

/** The share-bet-not-found dialog's text for its reason. */
export function SharedSlipProblemText({ reason }: { reason: string | undefined }) {
  const t = useTranslations('betslip.share.problem')
  const known = REASONS.find((r) => r === reason) ?? 'link-try-later'
  return <p data-share-problem={known}>{t(known)}</p>
}
