'use client'
import { formatOdds, type Slip } from '@sportsbook/domain'
import { useTranslations } from 'use-intl'
import { useOddsFormat } from '@/lib/odds-format-store'

/**
 * Says odds changes of the slip to screen readers (a polite live region): "Arsenal: 2.10 →
 * 2.30". The region is always rendered, so assistive technology hears the text change.
 */
export function OddsChangeAnnouncer({ slip }: { slip: Slip }) {
  const t = useTranslations('betslip')
  const format = useOddsFormat()
  const changes = slip.selections
    .filter((s) => s.isChanged)
    .map((s) =>
      t('oddsChanged', {
        name: s.labels.outcomeName,
        from: formatOdds(s.acceptedOddsMillis, format),
        to: formatOdds(s.oddsMillis, format),
      }),
    )
  return (
    <p className="visually-hidden" aria-live="polite" data-odds-announcer="">
      {changes.join('. ')}
    </p>
  )
}
