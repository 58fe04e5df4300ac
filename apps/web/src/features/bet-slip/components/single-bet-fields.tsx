'use client'
import type { SlipBonusOffer } from '@sportsbook/contracts'
import type { Currency, SlipBet } from '@sportsbook/domain'
import { memo, useMemo } from 'react'
import { useTranslations } from 'use-intl'
import { BonusChooser } from './bonus-chooser'
import { StakeFields } from './stake-fields'

/**
 * A multi-single's own bonus and stake, under its selection. Its props stay the same while its
 * bet and price do (ids and amounts, not the slip), so a price moving on one single renders
 * that single's fields and not the other nineteen.
 */
export const SingleBetFields = memo(function SingleBetFields({
  bet,
  index,
  outcomeName,
  potentialWinSubunits,
  currency,
  quickStakes,
  refusal,
  offers,
  takenIds,
}: {
  bet: SlipBet
  index: number
  outcomeName: string
  potentialWinSubunits: number
  currency: Currency
  quickStakes: readonly number[]
  refusal: string | undefined
  offers: readonly SlipBonusOffer[]
  /** Bonuses the slip's other bets have taken, space-separated. */
  takenIds: string
}) {
  const t = useTranslations()
  const taken = useMemo(() => new Set(takenIds.split(' ').filter(Boolean)), [takenIds])
  return (
    <>
      <BonusChooser
        bet={bet}
        index={index}
        offers={offers}
        taken={taken}
        label={t('bonuses.slip.labelOn', { name: outcomeName })}
      />
      <StakeFields
        bet={bet}
        index={index}
        potentialWinSubunits={potentialWinSubunits}
        currency={currency}
        label={t('betslip.stakeOn', { name: outcomeName })}
        quickStakes={quickStakes}
        refusal={refusal}
      />
    </>
  )
})
