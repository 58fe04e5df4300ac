'use client'
import { DEFAULT_PLAYER_SETTINGS } from '@sportsbook/contracts'
import {
  ODDS_ACCEPT_MODES,
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
  type OddsAcceptMode,
  type Slip,
  type SlipBet,
} from '@sportsbook/domain'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useStore } from 'zustand'
import { useTranslations } from 'use-intl'
import { alerts } from '@/lib/alerts/alert-store'
import { reportError } from '@/lib/error-reporting/reporter'
import { useOddsFormat } from '@/lib/odds-format-store'
import { playerQueryOptions } from '@/lib/player-session'
import { saveSettings, settingsQueryOptions } from '@/lib/player-settings'
import { useFeatureFlag, useSite } from '@/lib/site-context'
import { placeSlip } from '../model/place-bets'
import { ticketStore } from '@/slip/ticket-store'
import { useBlockMessages } from './block-messages'
import { CustomBetOffer, CustomBetPrice } from './custom-bet-price'
import { OddsChangeAnnouncer } from './odds-change-announcer'
import { ShareSlip } from './share-slip'
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

export function FilledSlip({ slip }: { slip: Slip }) {
  const t = useTranslations('betslip')
  const tBonus = useTranslations('bonuses')
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
  const totalWin = slip.bets.reduce(
    (sum, bet, index) => sum + (unplaceable.has(index) ? 0 : betPotentialWinSubunits(slip, bet)),
    0,
  )
  const noWin = !multiSingle && unplaceable.has(0)
  const totalOdds = multiSingle || noWin ? undefined : betTotalOdds(slip, first)

  const offersOf = (index: number) =>
    bonusOffers?.find((offer) => offer.index === index)?.bonuses ?? []
  /** Bonuses the slip's other bets have taken. */
  const takenBesides = (index: number) =>
    new Set(slip.bets.flatMap((bet, i) => (i !== index && bet.bonus ? [bet.bonus.id] : [])))

  const stakeOf = (bet: SlipBet, index: number, label: string) => (
    <StakeFields
      bet={bet}
      index={index}
      slip={slip}
      currency={currency.value}
      label={label}
      quickStakes={quickStakes}
      // A multi-single's refusals stand at their bets; one bet's is the error box's.
      refusal={
        multiSingle
          ? ticket.error?.details.find((detail) => detail.betIndex === index)?.message
          : undefined
      }
    />
  )

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
              {/* One child or none: a combo's rows keep their props, and are not rendered again. */}
              {multiSingle && bet ? (
                <>
                  <BonusChooser
                    bet={bet}
                    index={betIndex}
                    // Each single lists only what applies to it: the rest is the same list again.
                    offers={offersOf(betIndex).filter(appliesToBet)}
                    taken={takenBesides(betIndex)}
                    label={tBonus('slip.labelOn', { name: selection.labels.outcomeName })}
                  />
                  {stakeOf(bet, betIndex, t('stakeOn', { name: selection.labels.outcomeName }))}
                </>
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
      {!multiSingle &&
        stakeOf(first, 0, first.type === 'system' ? t('system.perCombination') : t('stake'))}
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
      <label className={styles.field}>
        <span>{t('acceptMode.label')}</span>
        <select
          className={styles.select}
          value={acceptMode}
          onChange={(event) => {
            const mode = ODDS_ACCEPT_MODES.find((m) => m === event.target.value)
            if (mode) void changeAcceptMode(mode)
          }}
        >
          {ODDS_ACCEPT_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {t(`acceptMode.${mode}`)}
            </option>
          ))}
        </select>
      </label>
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

  async function changeAcceptMode(mode: OddsAcceptMode) {
    ticketStore.setAcceptMode(mode)
    try {
      await saveSettings(queryClient, locale, { auto_accept_odds_change: mode })
    } catch (error) {
      reportError(error)
      alerts.showAlert({ severity: 'warning', title: t('acceptMode.notSaved') })
    }
  }
}
