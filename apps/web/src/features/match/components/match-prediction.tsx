'use client'
import type { Match, PredictionPick } from '@sportsbook/contracts'
import { useQuery } from '@tanstack/react-query'
import { useFormatter, useTranslations } from 'use-intl'
import { alerts } from '@/lib/alerts/alert-store'
import { modals } from '@/lib/modals/modal-store'
import { playerQueryOptions } from '@/lib/player-session'
import { predictionQueryOptions } from '../api/get-prediction'
import { usePredict } from '../api/predict'
import styles from './match.module.css'
import predictionStyles from './prediction.module.css'

/**
 * "Who will win?" (spec §7.2 GET/POST /vote): a player calls the match's winner until it starts
 * and then sees how everyone called it; a visitor is asked to sign in. A draw is a choice where
 * the match's main market has one (three outcomes).
 */
export function MatchPrediction({ match, locale }: { match: Match; locale: string }) {
  const t = useTranslations('match.prediction')
  const format = useFormatter()
  const player = useQuery(playerQueryOptions(locale)).data
  const answer = useQuery(predictionQueryOptions(locale, match.id, player?.id)).data
  const predict = usePredict(locale, match.id, player?.id)
  if (!match.competitors) return null

  const picks: PredictionPick[] =
    match.main_market?.outcomes.length === 3 ? ['home', 'draw', 'away'] : ['home', 'away']
  const label = (pick: PredictionPick) =>
    pick === 'draw' ? t('draw') : (match.competitors?.[pick].name ?? pick)
  // Until the counts come the section holds its place (no layout shift), its buttons waiting.
  const total = answer ? picks.reduce((sum, pick) => sum + answer.votes[pick], 0) : 0
  const mine = answer?.prediction?.data
  // Everyone's picks show once the player has made theirs, or when picks are closed.
  const showShares = answer !== undefined && (mine !== undefined || !answer.open)
  return (
    <section className={predictionStyles.prediction} aria-labelledby="prediction-title">
      <h2 id="prediction-title" className={styles.sectionTitle}>
        {t('title')}
      </h2>
      <div
        className={predictionStyles.predictionPicks}
        role="group"
        aria-labelledby="prediction-title"
      >
        {picks.map((pick) => (
          <button
            key={pick}
            type="button"
            className={predictionStyles.predictionPick}
            aria-pressed={mine === pick}
            disabled={!answer?.open || predict.isPending}
            data-pick={pick}
            onClick={() => {
              if (!player) {
                modals.open('sign_in')
                return
              }
              predict.mutate(pick, {
                onError: () => alerts.showAlert({ severity: 'danger', title: t('failed') }),
              })
            }}
          >
            <span>{label(pick)}</span>
            {showShares && (
              <span className={predictionStyles.predictionShare} data-share>
                {format.number(total === 0 ? 0 : answer.votes[pick] / total, {
                  style: 'percent',
                })}
              </span>
            )}
          </button>
        ))}
      </div>
      <p className={predictionStyles.predictionNote} aria-busy={answer ? undefined : true}>
        {!answer
          ? '\u00a0'
          : !answer.open
            ? t('closed', { count: total })
            : mine
              ? t('yourPick', { pick: label(mine), count: total })
              : t('hint', { count: total })}
      </p>
    </section>
  )
}
