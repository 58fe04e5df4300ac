'use client'
import { DEFAULT_PLAYER_SETTINGS } from '@sportsbook/contracts'
import {
  ODDS_ACCEPT_MODES,
  betCombinations,
  betLimitsFor,
  betPotentialWinSubunits,
  betTotalOdds,
  slipTotalStakeSubunits,
  changeBetType,
  changeSystemType,
  checkPlaceBets,
  cleanUpSlip,
  conflictingSelectionIds,
  currencyOf,
  formatMoney,
  formatOdds,
  hasOddsChanges,
  productToOddsMillis,
  removeSelection,
  setStake,
  setStakeFromPotentialWin,
  systemId,
  systemTypesFor,
  type BetType,
  type Currency,
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
import { useSite } from '@/lib/site-context'
import { placeSlip } from '../model/place-bets'
import { ticketStore } from '@/slip/ticket-store'
import { useBlockMessages, useErrorMessage } from './block-messages'
import { CustomBetOffer, CustomBetPrice } from './custom-bet-price'
import { MoneyField } from './money-field'
import { OddsChangeAnnouncer } from './odds-change-announcer'
import { PlacedBets } from './placed-bets'
import { QuickBetControls } from './quick-bet-controls'
import { ShareSlip } from './share-slip'
import { SlipSelectionItem } from './slip-selection'
import styles from './bet-slip.module.css'

/**
 * The BET_SLIP tab (spec §4–§5): selections, bet type, stakes with the potential win, the
 * reasons it cannot be placed, odds changes to accept, and placing. Every rule is the
 * domain's: this component only shows the ticket and sends it events or domain edits.
 */
export function BetSlip() {
  const t = useTranslations('betslip')
  const ticket = useStore(ticketStore.store, (s) => s.ticket)
  const { slip } = ticket
  if (ticket.ticketState === 'success' || ticket.ticketState === 'submitted')
    return <PlacedBets ticket={ticket} />
  return (
    <>
      <QuickBetControls />
      {slip.bets.length === 0 ? (
        <div className={styles.slip}>
          <p>{t('empty')}</p>
        </div>
      ) : (
        <FilledSlip slip={slip} />
      )}
    </>
  )
}

function FilledSlip({ slip }: { slip: Slip }) {
  const t = useTranslations('betslip')
  const format = useOddsFormat()
  const { locale, shareBetEnabled } = useSite()
  const queryClient = useQueryClient()
  const ticket = useStore(ticketStore.store, (s) => s.ticket)
  const acceptMode = useStore(ticketStore.store, (s) => s.acceptMode)
  const player = useQuery(playerQueryOptions(locale)).data
  const settings = useQuery(settingsQueryOptions(locale, player)).data
  const currency = currencyOf(slip.currency)
  const blockMessages = useBlockMessages(slip)
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

  const stakeOf = (bet: SlipBet, index: number, label: string) => (
    <StakeFields
      bet={bet}
      index={index}
      slip={slip}
      currency={currency.value}
      label={label}
      quickStakes={quickStakes}
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
              onRemove={() => {
                ticketStore.update((s) => removeSelection(s, selection.id))
              }}
            >
              {multiSingle &&
                bet &&
                stakeOf(bet, betIndex, t('stakeOn', { name: selection.labels.outcomeName }))}
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
      {ticket.error && <TicketErrorBox />}
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
    await placeSlip(ticketStore, queryClient, locale)
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

function TicketErrorBox() {
  const t = useTranslations()
  const error = useStore(ticketStore.store, (s) => s.ticket.error)
  const message = useErrorMessage()
  if (!error) return null
  return (
    <div className={styles.error} role="alert" data-ticket-error={error.code}>
      <p>{message(error.message)}</p>
      {error.details.length > 0 && (
        <ul>
          {error.details.map((detail, i) => (
            // Messages of a multi-single repeat; their place in the list is their identity.
            <li key={i}>{detail}</li>
          ))}
        </ul>
      )}
      <p className="visually-hidden">{t('betslip.errorHint')}</p>
    </div>
  )
}

/** The bet types the slip may switch to, as a row of toggle buttons. */
function BetTypeSwitch({ slip }: { slip: Slip }) {
  const t = useTranslations()
  const count = slip.selections.length
  const current: BetType = slip.bets[0]?.type ?? 'single'
  if (count < 2)
    return current === 'single' ? (
      <p className={styles.singleType} data-bet-type="single">
        {t('myBets.type.single')}
      </p>
    ) : null
  const comboLabel =
    count === 2
      ? t('sb.ticket.doubles')
      : count === 3
        ? t('sb.ticket.trebles')
        : t('sb.ticket.accumulator')
  const options: { type: BetType; label: string }[] = [
    { type: 'single', label: t('betslip.betType.single') },
    { type: 'combo', label: `${t('betslip.betType.combo')} · ${comboLabel}` },
    ...(systemTypesFor(count).length > 0
      ? [{ type: 'system' as const, label: t('betslip.betType.system') }]
      : []),
  ]
  return (
    <div className={styles.types} role="group" aria-label={t('betslip.betType.label')}>
      {options.map((option) => (
        <button
          key={option.type}
          type="button"
          aria-pressed={current === option.type}
          onClick={() => {
            ticketStore.edit((s) => changeBetType(s, option.type))
          }}
        >
          {option.label}
        </button>
      ))}
      {current === 'customBet' && (
        <button type="button" aria-pressed>
          {t('betslip.betType.customBet')}
        </button>
      )}
    </div>
  )
}

function SystemPicker({ slip, bet }: { slip: Slip; bet: SlipBet }) {
  const t = useTranslations('betslip')
  const types = systemTypesFor(slip.selections.length)
  return (
    <label className={styles.field}>
      <span>{t('system.label')}</span>
      <select
        className={styles.select}
        value={bet.systemType ? systemId(bet.systemType) : ''}
        onChange={(event) => {
          const type = types.find((candidate) => systemId(candidate) === event.target.value)
          if (type) ticketStore.edit((s) => changeSystemType(s, type))
        }}
      >
        {types.map((type) => (
          <option key={systemId(type)} value={systemId(type)}>
            {t('system.option', {
              win: type.winCount,
              total: type.totalCount,
              count: betCombinations({ ...bet, systemType: type }),
            })}
          </option>
        ))}
      </select>
    </label>
  )
}

/** The stake of one bet, the potential win that can be typed instead, and quick stakes. */
function StakeFields({
  bet,
  index,
  slip,
  currency,
  label,
  quickStakes,
}: {
  bet: SlipBet
  index: number
  slip: Slip
  currency: Currency
  label: string
  quickStakes: readonly number[]
}) {
  const t = useTranslations('betslip')
  const { locale } = useSite()
  return (
    <div className={styles.field} data-bet-index={index}>
      <div className={styles.stakes}>
        <MoneyField
          name={`stake-${String(index)}`}
          label={label}
          subunits={bet.stakeSubunits}
          currency={currency}
          onChange={(subunits) => {
            ticketStore.edit((s) => setStake(s, index, subunits))
          }}
        />
        <MoneyField
          name={`win-${String(index)}`}
          label={t('potentialWin')}
          subunits={betPotentialWinSubunits(slip, bet)}
          currency={currency}
          onChange={(subunits) => {
            ticketStore.edit((s) => setStakeFromPotentialWin(s, index, subunits))
          }}
        />
      </div>
      <div className={styles.quickStakes} role="group" aria-label={t('quickStakes')}>
        {quickStakes.map((subunits) => (
          <button
            key={subunits}
            type="button"
            className={styles.quickStake}
            onClick={() => {
              ticketStore.edit((s) => setStake(s, index, subunits))
            }}
          >
            {formatMoney({ subunits, currency: currency.code }, locale)}
          </button>
        ))}
      </div>
    </div>
  )
}
