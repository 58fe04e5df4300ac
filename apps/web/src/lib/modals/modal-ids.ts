/** The dialogs of spec §2. */
export const MODAL_IDS = [
  'sign_in',
  'sign_up',
  'forgot_password',
  'confirm_password',
  'resend_confirmation_instructions',
  'resend_unlock_instructions',
  'edit_password',
  'missed_auth_fields',
  'phone_verification',
  'deposit',
  'unlock',
  // The e-mailed confirmation link (`?modal=confirmation`): confirms with its token; without
  // one, or with a spent one, offers a new link (as `unlock` does for the unlock link).
  'confirmation',
  // The terms checker's (spec §2.3 "terms checker"): accept changed terms to go on.
  'accept_terms',
  // A shared-bet link that cannot be restored (spec §2.3 "share-bet-not-found"; params.reason).
  'share_bet_not_found',
] as const
export type ModalId = (typeof MODAL_IDS)[number]

/** Dialogs the player cannot close (spec: missed_auth_fields blocks until filled). */
export const BLOCKING_MODALS: ReadonlySet<ModalId> = new Set(['missed_auth_fields', 'accept_terms'])

/** Names a `?modal=` parameter or a `#hash` may carry, and the dialog each opens (spec §2.3). */
const URL_MODALS: Readonly<Record<string, ModalId>> = {
  'sign-in': 'sign_in',
  'sign-up': 'sign_up',
  confirmation: 'confirmation',
  'password-edit': 'edit_password',
  'forgot-password': 'forgot_password',
  unlock: 'unlock',
  deposit: 'deposit',
}

/** Tokens an e-mail link carries to the dialog it opens; taken out of the address with it. */
const URL_MODAL_TOKENS: Partial<Readonly<Record<ModalId, string>>> = {
  confirmation: 'confirmation_token',
  unlock: 'unlock_token',
}

export type UrlModal = {
  readonly modal: ModalId
  /** Parameters the dialog needs from the URL (the reset-password token). */
  readonly params: Readonly<Record<string, string>>
  /** The same address without what opened the dialog, for `history.replaceState`. */
  readonly cleanedUrl: string
}

/**
 * The dialog a URL asks for, if any: `?modal=sign-in`, `#sign-in` (underscores accepted too),
 * or `?reset_password_token=…`, which opens edit password with the token. What opened it is
 * removed from the returned URL; everything else is kept.
 */
export function modalFromUrl(href: string): UrlModal | undefined {
  const url = new URL(href)
  const token = url.searchParams.get('reset_password_token')
  if (token) {
    url.searchParams.delete('reset_password_token')
    if (url.searchParams.get('modal')) url.searchParams.delete('modal')
    return {
      modal: 'edit_password',
      params: { reset_password_token: token },
      cleanedUrl: relative(url),
    }
  }
  const fromQuery = urlModal(url.searchParams.get('modal'))
  if (fromQuery) {
    url.searchParams.delete('modal')
    const tokenName = URL_MODAL_TOKENS[fromQuery]
    const token = tokenName ? url.searchParams.get(tokenName) : null
    if (tokenName) url.searchParams.delete(tokenName)
    const params = tokenName && token ? { [tokenName]: token } : {}
    return { modal: fromQuery, params, cleanedUrl: relative(url) }
  }
  const fromHash = urlModal(url.hash.slice(1))
  if (fromHash) {
    url.hash = ''
    return { modal: fromHash, params: {}, cleanedUrl: relative(url) }
  }
  return undefined
}

function urlModal(name: string | null): ModalId | undefined {
  if (!name) return undefined
  return URL_MODALS[name.toLowerCase().replaceAll('_', '-')]
}

function relative(url: URL): string {
  return `${url.pathname}${url.search}${url.hash}`
}
