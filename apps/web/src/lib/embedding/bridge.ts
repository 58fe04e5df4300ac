import {
  HOST_MESSAGE_TYPES,
  hostMessageSchema,
  type HostAction,
  type HostMessage,
  type SportsbookMessage,
} from '@sportsbook/contracts'
import { canDeposit, canSignInOrUp, isParentMessageAllowed } from '@sportsbook/domain'
import type { QueryClient } from '@tanstack/react-query'
import { alerts } from '@/lib/alerts/alert-store'
import { browserRequest } from '@/lib/browser-api'
import { hostSignIn } from '@sportsbook/contracts/calls'
import { reportError } from '@/lib/error-reporting/reporter'
import { PLAYER_QUERY_KEY, currentPlayer } from '@/lib/player-session'
import type { ModalId } from '@/lib/modals/modal-ids'
import { modals } from '@/lib/modals/modal-store'
import { embeddingStore } from './embedding-store'
import { throttle } from './throttle'

/**
 * Which of its auth frames a host is asked to preload (spec §6.4 iframe auth preloaders): with
 * the flag, for a visitor, those it handles of sign-in and sign-up.
 */
export function authPreloads(
  flag: boolean,
  visitor: boolean,
  listeners: readonly HostAction[],
): ('sign_in' | 'sign_up')[] {
  if (!flag || !visitor) return []
  return (['sign_in', 'sign_up'] as const).filter((action) => listeners.includes(action))
}

/** The dialogs a host platform does itself when it says it listens for them. */
const HOST_DIALOGS: Partial<Record<ModalId, HostAction>> = {
  sign_in: 'sign_in',
  sign_up: 'sign_up',
  deposit: 'deposit',
}

/** Layout messages go out at most this often (issue 12). */
const LAYOUT_EVERY_MS = 100

/**
 * Embedded mode (spec §1.2, §5): runs in a host platform's iframe. Tells the host the content's
 * height, takes its viewport (so dialogs, sheets and alerts sit where the player looks, not at
 * the far end of a tall frame), hands sign-in, sign-up and deposit to the host when it listens
 * for them — and refuses them when it does not — and signs in the player the host's
 * `auth_token` names. A message from an origin not on the whitelist is logged and ignored.
 * Answers a function that stops it all.
 */
export function startEmbeddedBridge(
  whitelist: readonly string[],
  {
    texts,
    queryClient,
    locale,
    preloadAuth,
  }: {
    readonly texts: { readonly notAvailable: string; readonly signInFailed: string }
    readonly queryClient: QueryClient
    readonly locale: string
    /** The `iframe-auth-preloaders` flag: a visitor's host preloads its auth frames. */
    readonly preloadAuth: boolean
  },
): () => void {
  const root = document.documentElement
  const target = hostOrigin(whitelist)
  const post = (message: SportsbookMessage) => {
    window.parent.postMessage(message, target)
  }
  embeddingStore.setState({ embedded: true })
  root.dataset.embedded = ''

  let viewport: { top: number; height: number } | undefined
  const placeOverlays = () => {
    if (!viewport) return
    const bottom = Math.max(0, window.innerHeight - viewport.top - viewport.height)
    root.style.setProperty('--visible-top', `${String(viewport.top)}px`)
    root.style.setProperty('--visible-height', `${String(viewport.height)}px`)
    root.style.setProperty('--visible-bottom', `${String(bottom)}px`)
  }

  const receive = (message: HostMessage) => {
    switch (message.type) {
      case 'session_init': {
        embeddingStore.setState({ listeners: message.listeners })
        // Only a visitor will sign in: the profile says which this is.
        if (authPreloads(preloadAuth, true, message.listeners).length === 0) return
        currentPlayer(queryClient, locale)
          .then((player) => {
            const actions = authPreloads(preloadAuth, !player, message.listeners)
            if (actions.length > 0) post({ type: 'preload_auth', actions })
          })
          .catch(reportError)
        return
      }
      case 'viewport':
        viewport = { top: message.top, height: message.height }
        placeOverlays()
        return
      case 'auth_token':
        // The host signed its player in: the same player here (refused: a warning).
        hostSignIn(browserRequest(locale), message.token)
          .then((profile) => {
            queryClient.setQueryData(PLAYER_QUERY_KEY, profile)
          })
          .catch((error: unknown) => {
            reportError(error)
            alerts.showAlert({ severity: 'warning', title: texts.signInFailed })
          })
        return
    }
  }
  const onMessage = (event: MessageEvent) => {
    // Our own window's messages (libraries, extensions) are not the host's business.
    if (event.source === window) return
    const parsed = hostMessageSchema.safeParse(event.data)
    if (
      event.source !== window.parent ||
      !parsed.success ||
      !isParentMessageAllowed(event.origin, parsed.data.type, whitelist, HOST_MESSAGE_TYPES)
    ) {
      console.warn(`Embedded mode: ignored a message from ${event.origin}`, event.data)
      return
    }
    receive(parsed.data)
  }
  window.addEventListener('message', onMessage)
  window.addEventListener('resize', placeOverlays)

  // The content's own height, not the frame's: the host sizes the frame to it.
  let reported = -1
  const sendLayout = throttle(() => {
    const height = Math.ceil(document.body.getBoundingClientRect().height)
    if (height === reported) return
    reported = height
    post({ type: 'layout', height })
  }, LAYOUT_EVERY_MS)
  const resizes = new ResizeObserver(sendLayout)
  resizes.observe(document.body)

  // Sign-in, sign-up and deposit asked for anywhere in the app: the host's when it listens.
  const stopIntercepting = modals.intercept((id) => {
    const action = HOST_DIALOGS[id]
    if (!action) return false
    const { listeners } = embeddingStore.getState()
    const embedding = { embedded: true, hasIframeListeners: listeners.includes(action) }
    const allowed =
      action === 'deposit' ? canDeposit(embedding) : canSignInOrUp(undefined, [], embedding)
    if (allowed) post({ type: 'action_requested', action })
    else {
      alerts.showAlert({ severity: 'warning', title: texts.notAvailable })
      // Spec §8: asking a host that has no handler for it is reported.
      reportError(new Error(`The host page has no handler for ${action}`), { listeners })
    }
    return true
  })

  post({ type: 'ready' })
  sendLayout()
  return () => {
    window.removeEventListener('message', onMessage)
    window.removeEventListener('resize', placeOverlays)
    resizes.disconnect()
    stopIntercepting()
    embeddingStore.setState({ embedded: false, listeners: [] })
    delete root.dataset.embedded
  }
}

/**
 * Where our messages may go: the framing page's origin when it is whitelisted (the referrer
 * names it), else the one whitelisted origin; `*` only when the whitelist is the wildcard and
 * the host is unknown (our messages carry nothing private).
 */
function hostOrigin(whitelist: readonly string[]): string {
  const referrer = document.referrer ? new URL(document.referrer).origin : undefined
  if (referrer && (whitelist.includes(referrer) || whitelist.includes('*'))) return referrer
  return whitelist.find((origin) => origin !== '*') ?? '*'
}
