'use client'
import { formatMoney, type PlaceBetsBlock, type Slip } from '@sportsbook/domain'
import { useTranslations } from 'use-intl'
import { useSite } from '@/lib/site-context'
import { errorMessage } from '../model/error-message'

/**
 * What the player reads for each reason the slip cannot be placed (the domain's
 * `PlaceBetsBlock`, every one with its message), without repeats.
 */
export function useBlockMessages(slip: Slip): (blocks: readonly PlaceBetsBlock[]) => string[] {
  const t = useTranslations('betslip.block')
  const { locale } = useSite()
  const money = (subunits: number) => formatMoney({ subunits, currency: slip.currency }, locale)
  const nameOf = (id: string) => slip.selections.find((s) => s.id === id)?.labels.outcomeName ?? id
  function message(block: PlaceBetsBlock): string {
    switch (block.code) {
      case 'noBets':
        return t('noBets')
      case 'tooManySelections':
        return t('tooManySelections', { max: block.max })
      case 'unknownCurrency':
        return t('unknownCurrency', { currency: block.currency })
      case 'stakeNotPositive':
        return t('stakeNotPositive')
      case 'noProfit':
        return t('noProfit')
      case 'selectionSuspended':
        return t('selectionSuspended', { name: nameOf(block.selectionId) })
      case 'selectionNotAvailable':
        return t('selectionNotAvailable', { name: nameOf(block.selectionId) })
      case 'stakeLimit':
        switch (block.problem.code) {
          case 'stakeTooLow':
            return t('stakeTooLow', { amount: money(block.problem.minStakeSubunits) })
          case 'stakeTooHigh':
            return t('stakeTooHigh', { amount: money(block.problem.maxStakeSubunits) })
          case 'payoutTooHigh':
            return t('payoutTooHigh', { amount: money(block.problem.maxStakeSubunits) })
        }
        break
      case 'invalidBet':
        switch (block.problem.code) {
          case 'sameMatch':
            return t('sameMatch')
          case 'mixedProviders':
            return t('mixedProviders')
          case 'systemProvider':
            return t('systemProvider')
          case 'systemSize':
            return t('systemSize', { count: block.problem.selectionCount })
          case 'multiSingleNotAllowed':
            return t('multiSingleNotAllowed')
          case 'missingCustomOdds':
            return t('missingCustomOdds')
          case 'tooFewSelections':
            return t('tooFewSelections')
        }
    }
  }
  return (blocks) => [...new Set(blocks.map(message))]
}

/** The message of a spec §8.1 error key (see `errorMessage`). */
export function useErrorMessage(): (key: string) => string {
  const t = useTranslations()
  return (key) => errorMessage(t, key)
}
