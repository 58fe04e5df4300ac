'use client'
import { DEFAULT_PLAYER_SETTINGS, type SlipBonusOffer } from '@sportsbook/contracts'
import {
  betLimitsFor,
  betPotentialWinSubunits,
  betTotalOdds,
  slipTotalStakeSubunits,
  checkPlaceBets,
  cleanUpSlip,
  conflictingSelectionIds,
  currencyOf,
  formatMoney,
  formatOdds,
  hasOddsChanges,
  productToOddsMillis,
  type Slip,
} from '@sportsbook/domain'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useStore } from 'zustand'
import { useTranslations } from 'use-intl'
import { useOddsFormat } from '@/lib/odds-format-store'
import { playerQueryOptions } from '@/lib/player-session'
import { settingsQueryOptions } from '@/lib/player-settings'
import { useFeatureFlag, useSite } from '@/lib/site-context'
import { placeSlip } from '../model/place-bets'
import { ticketStore } from '@/slip/ticket-store'
import { useBlockMessages } from './block-messages'
import { CustomBetOffer, CustomBetPrice } from './custom-bet-price'
import { OddsChangeAnnouncer } from './odds-change-announcer'
import { ShareSlip } from './share-slip'
import { SingleBetFields } from './single-bet-fields'
import { AcceptModeField } from './accept-mode-field'
import { SlipSelectionItem } from './slip-selection'
import styles from './bet-slip.module.css'
import { TicketErrorBox } from './ticket-error-box'
import { BetTypeSwitch } from './bet-type-switch'
import { appliesToBet } from '../model/slip-bonus-choice'
import { BonusChooser } from './bonus-chooser'
import { FreebetProgress } from './freebet-progress'
import { SlipFarming } from './slip-farming'
import { SlipJackpots } from './slip-jackpots'
import { useSlipBonuses } from '../model/use-slip-bonuses'
import { SystemPicker } from './system-picker'
import { StakeFields } from './stake-fields'

const NO_OFFERS: readonly SlipBonusOffer[] = []

export function FilledSlip({ slip }: { slip: Slip }) {
  const t = useTranslations('betslip')
  const format = useOddsFormat()
  const { locale, shareBetEnabled, phoneVerificationRequired } = useSite()
  // Freebet progress bars under the totals (spec §6.4 `progress-bar-freebets`).
  const progressBars = useFeatureFlag('progress-bar-freebets')
  const jackpots = useFeatureFlag('jackpots')
  const queryClient = useQueryClient()
  const ticket = useStore(ticketStore.store, (s) => s.ticket)
  const acceptMode = useStore(ticketStore.store, (s) => s.acceptMode)
  const player = useQuery(playerQueryOptions(locale)).data
  const settings = useQuery(settingsQueryOptions(locale, player)).data
  const currency = currencyOf(slip.currency)
  const blockMessages = useBlockMessages(slip)
  const bonusOffers = useSlipBonuses()
  // A multi-single's offers, kept while the offers are: its fields render again only when it changes.
  const singleOffers = useMemo(
    () => new Map(bonusOffers?.map((offer) => [offer.index, offer.bonuses.filter(appliesToBet)])),
    [bonusOffers],
  )
  if (!currency.ok) return null
  const limits = betLimitsFor(currency.value)
  const checked = checkPlaceBets(slip, ticketStore.rules, limits)
  const conflicts = conflictingSelectionIds(slip, ticketStore.rules)
  const first = slip.bets[0]
  if (!first) return null
  const multiSingle = slip.bets.length > 1
  const quickStakes = settings?.stakes ?? DEFAULT_PLAYER_SETTINGS.stakes
  const oddsChanged = hasOddsChanges(slip)
  const anyGone = slip.selections.some((s) => s.isSuspended || s.isNotAvailable)
  const money = (subunits: number) => formatMoney({ subunits, currency: slip.currency }, locale)
  // A bet that cannot be placed as it stands (two legs of one match, mixed providers) wins
  // nothing: it shows no odds and no potential win.
  const unplaceable = new Set(
    checked.ok ? [] : checked.error.flatMap((b) => (b.code === 'invalidBet' ? [b.betIndex] : [])),
  )
  const processing = new Set(ticket.processingBets)
  const totalStake = slipTotalStakeSubunits(slip)
  // Each bet's potential win, once: the total and each single's field show it.
  const wins = slip.bets.map((bet) => betPotentialWinSubunits(slip, bet))
  const totalWin = wins.reduce((sum, win, index) => sum + (unplaceable.has(index) ? 0 : win), 0)
  const noWin = !multiSingle && unplaceable.has(0)
  const totalOdds = multiSingle || noWin ? undefined : betTotalOdds(slip, first)

  const offersOf = (index: number) =>
    bonusOffers?.find((offer) => offer.index === index)?.bonuses ?? NO_OFFERS
  /** Bonuses the slip's other bets have taken, space-separated. */
  const takenBesides = (index: number) =>
    slip.bets.flatMap((bet, i) => (i !== index && bet.bonus ? [bet.bonus.id] : [])).join(' ')

  return (
    <form
      className={styles.slip}
      aria-label={t('region')}
      onSubmit={(event) => {
        event.preventDefault()
        if (oddsChanged) ticketStore.dispatch({ type: 'oddsAccepted' })
        else if (checked.ok) void place()
      }}
    >
      <OddsChangeAnnouncer slip={slip} />
      <div className={styles.row}>
        <strong>{t('selectionCount', { count: slip.selections.length })}</strong>
        <button
          type="button"
          className={styles.link}
          onClick={() => {
            ticketStore.update((s) => ({ ...s, selections: [], bets: [] }))
          }}
        >
          {t('clearAll')}
        </button>
      </div>
      <BetTypeSwitch slip={slip} />
      <ul className={styles.selections}>
        {slip.selections.map((selection) => {
          const betIndex = slip.bets.findIndex((bet) => bet.selectionIds.includes(selection.id))
          const bet = slip.bets[betIndex]
          return (
            <SlipSelectionItem
              key={selection.id}
              selection={selection}
              conflict={conflicts.has(selection.id)}
              processing={processing.has(multiSingle ? betIndex : 0)}
            >
              {multiSingle && bet ? (
                <SingleBetFields
                  bet={bet}
                  index={betIndex}
                  outcomeName={selection.labels.outcomeName}
                  potentialWinSubunits={wins[betIndex] ?? 0}
                  currency={currency.value}
                  quickStakes={quickStakes}
                  refusal={ticket.error?.details.find((d) => d.betIndex === betIndex)?.message}
                  // Each single lists only what applies to it: the rest is the same list again.
                  offers={singleOffers.get(betIndex) ?? NO_OFFERS}
                  takenIds={takenBesides(betIndex)}
                />
              ) : null}
            </SlipSelectionItem>
          )
        })}
      </ul>
      {anyGone && (
        <button
          type="button"
          className={styles.button}
          onClick={() => {
            ticketStore.update(cleanUpSlip)
          }}
        >
          {t('cleanUp')}
        </button>
      )}
      {first.type === 'system' && <SystemPicker slip={slip} bet={first} />}
      <CustomBetOffer slip={slip} />
      {first.type === 'customBet' && <CustomBetPrice slip={slip} bet={first} />}
      {!multiSingle && <BonusChooser bet={first} index={0} offers={offersOf(0)} />}
      {!multiSingle && (
        <StakeFields
          bet={first}
          index={0}
          potentialWinSubunits={wins[0] ?? 0}
          currency={currency.value}
          label={first.type === 'system' ? t('system.perCombination') : t('stake')}
          quickStakes={quickStakes}
        />
      )}
      <dl className={styles.summary}>
        {totalOdds && (
          <>
            <dt>{t('totalOdds')}</dt>
            <dd data-total-odds="">{formatOdds(productToOddsMillis(totalOdds), format)}</dd>
          </>
        )}
        <dt>{t('totalStake')}</dt>
        <dd data-total-stake="">{money(totalStake)}</dd>
        <dt>{t('potentialWin')}</dt>
        <dd data-potential-win="">{noWin ? '–' : money(totalWin)}</dd>
      </dl>
      <SlipFarming />
      {progressBars && <FreebetProgress />}
      {jackpots && <SlipJackpots />}
      <AcceptModeField acceptMode={acceptMode} />
      {ticket.error && <TicketErrorBox multiSingle={multiSingle} />}
      {!checked.ok && !oddsChanged && (
        <ul className={styles.problems} aria-label={t('problemsLabel')} data-problems="">
          {blockMessages(checked.error).map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      {oddsChanged && (
        <p className={styles.notice} role="status">
          {t('oddsChangedNotice')}
        </p>
      )}
      <button
        type="submit"
        className={styles.primary}
        disabled={ticket.inProgress || (!oddsChanged && !checked.ok)}
        aria-busy={ticket.inProgress}
      >
        {ticket.inProgress ? t('placing') : oddsChanged ? t('acceptChanges') : t('place')}
      </button>
      {shareBetEnabled && (
        <ShareSlip key={slip.selections.map((s) => s.id).join(' ')} slip={slip} />
      )}
    </form>
  )

  async function place() {
    await placeSlip(ticketStore, queryClient, locale, phoneVerificationRequired)
  }
}
