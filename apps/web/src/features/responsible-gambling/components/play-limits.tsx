'use client'
import { ApiRequestError, type PlayerProfile } from '@sportsbook/contracts'
import { formatMoney } from '@sportsbook/domain'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useTranslations } from 'use-intl'
import shell from '@/components/shell.module.css'
import { LazyModal as Modal } from '@/components/lazy-modal'
import { reportError } from '@/lib/error-reporting/reporter'
import { expireSession, playerQueryOptions } from '@/lib/player-session'
import { signOut } from '@/lib/sign-out'
import { useFeatureFlag, useSite } from '@/lib/site-context'
import { useContinueSession } from '../api/continue-session'
import { userLimitsQueryOptions } from '../api/get-user-limits'
import { sportsbookSessionQueryOptions } from '../api/sportsbook-session'
import { trackActivity } from '../api/track-activity'
import styles from './limits.module.css'

/** Spec §9: activity is reported every 60 s while the tab is visible. */
export const ACTIVITY_TRACK_MS = 60_000

type LimitReached = 'session' | 'activity'

/**
 * What responsible gambling does on every page for a signed-in player (spec §4.12, §8): the
 * reality check (flag `responsible-gambling`) and activity tracking (flag `activity-tracking`,
 * only while an activity limit is in force). A session or activity limit reached ends the
 * session here and says why.
 */
export function PlayLimits() {
  const { locale } = useSite()
  const player = useQuery(playerQueryOptions(locale)).data
  const realityCheck = useFeatureFlag('responsible-gambling')
  const activityTracking = useFeatureFlag('activity-tracking')
  const [reached, setReached] = useState<LimitReached | null>(null)
  const t = useTranslations('limits.limitReached')
  return (
    <>
      {player && realityCheck && <RealityCheck player={player} onLimit={setReached} />}
      {player && activityTracking && <ActivityTracker player={player} onLimit={setReached} />}
      {reached && (
        <Modal
          open
          onOpenChange={(open) => {
            if (!open) setReached(null)
          }}
          title={t('title')}
        >
          <p>{t(reached)}</p>
          <button
            type="button"
            className={`${shell.button} ${shell.primary}`}
            onClick={() => {
              setReached(null)
            }}
          >
            {t('ok')}
          </button>
        </Modal>
      )}
    </>
  )
}

/**
 * The reality check: the session is asked every 30 s; when its period has passed a dialog
 * shows the time played and the net result, to play on or sign out. The moment it is due is
 * anchored to this tab's clock when the server names a new one, so a clock the browser moves
 * on (tests, a laptop waking) brings it as it should.
 */
function RealityCheck({
  player,
  onLimit,
}: {
  player: PlayerProfile
  onLimit: (limit: LimitReached) => void
}) {
  const t = useTranslations('limits.realityCheck')
  const { locale } = useSite()
  const queryClient = useQueryClient()
  const session = useQuery(sportsbookSessionQueryOptions(locale, player))
  const continueSession = useContinueSession(locale)
  const anchor = useRef<{ nextCheckAt: string; dueAt: number } | null>(null)
  const [due, setDue] = useState(false)
  const data = session.data
  // Each answer counts, even one equal to the last (the query keeps the same object then).
  const answeredAt = session.dataUpdatedAt
  const error = session.error

  useEffect(() => {
    if (!data) return
    if (anchor.current?.nextCheckAt !== data.next_check_at) {
      const serverNow = Date.parse(data.started_at) + data.played_seconds * 1000
      anchor.current = {
        nextCheckAt: data.next_check_at,
        dueAt: Date.now() + Date.parse(data.next_check_at) - serverNow,
      }
    }
    setDue(data.reality_check_due || Date.now() >= anchor.current.dueAt)
  }, [data, answeredAt])

  useEffect(() => {
    // The session limit: play ends (spec §8.5 "a session-limit error expires the session").
    if (error instanceof ApiRequestError && error.status === 403) {
      expireSession(queryClient, { signIn: false })
      onLimit('session')
    }
  }, [error, queryClient, onLimit])

  if (!due || !data) return null
  const minutes = Math.floor(data.played_seconds / 60)
  return (
    <Modal open onOpenChange={() => undefined} title={t('title')} dismissible={false}>
      <p data-reality-check="">
        {t('body', {
          hours: Math.floor(minutes / 60),
          minutes: minutes % 60,
          result: formatMoney(data.net_result, locale),
        })}
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className={`${shell.button} ${shell.primary}`}
          disabled={continueSession.isPending}
          onClick={() => {
            continueSession.mutate(undefined, {
              onSuccess: () => {
                setDue(false)
              },
              onError: (failure) => {
                reportError(failure)
              },
            })
          }}
        >
          {t('continue')}
        </button>
        <button
          type="button"
          className={shell.button}
          onClick={() => {
            setDue(false)
            void signOut(queryClient, locale)
          }}
        >
          {t('signOut')}
        </button>
      </div>
    </Modal>
  )
}

/** Activity tracking: 60 s reported each minute the tab is visible, while an activity limit is in force. */
function ActivityTracker({
  player,
  onLimit,
}: {
  player: PlayerProfile
  onLimit: (limit: LimitReached) => void
}) {
  const { locale } = useSite()
  const queryClient = useQueryClient()
  const limits = useQuery(userLimitsQueryOptions(locale, player.id))
  const limited = Boolean(
    limits.data?.some((limit) => limit.type === 'activity' && limit.status === 'active'),
  )
  useEffect(() => {
    if (!limited) return
    const timer = setInterval(() => {
      if (document.visibilityState !== 'visible') return
      trackActivity(queryClient, locale, ACTIVITY_TRACK_MS / 1000).catch((error: unknown) => {
        // Spec §8: a 401 here expires the session and opens the limit dialog.
        if (error instanceof ApiRequestError && error.status === 401) {
          expireSession(queryClient, { signIn: false })
          onLimit('activity')
        } else reportError(error)
      })
    }, ACTIVITY_TRACK_MS)
    return () => {
      clearInterval(timer)
    }
  }, [limited, queryClient, locale, onLimit])
  return null
}
