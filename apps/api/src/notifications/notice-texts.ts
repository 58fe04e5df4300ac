import type { NotificationType } from '@sportsbook/contracts'

type Texts = { readonly title: string; readonly caption: string; readonly body: string }
type Catalogue = Readonly<Record<Exclude<NotificationType, 'operator'>, Texts>>

// {ref}, {amount} and {name} are filled in. English is the fallback of every language the
// catalogue does not have yet.
const en: Catalogue = {
  bet_won: { title: 'Your bet won', caption: 'Bet {ref}', body: 'It paid {amount}.' },
  bet_lost: {
    title: 'Your bet lost',
    caption: 'Bet {ref}',
    body: 'Better luck with the next one.',
  },
  bet_void: { title: 'Your bet was void', caption: 'Bet {ref}', body: 'It paid {amount}.' },
  bet_cashed_out: {
    title: 'Bet cashed out',
    caption: 'Bet {ref}',
    body: '{amount} is in your balance.',
  },
  vip_bet_accepted: {
    title: 'Your bet was accepted',
    caption: 'Bet {ref}',
    body: 'The trader accepted it; it waits for its results.',
  },
  vip_bet_rejected: {
    title: 'Your bet was rejected',
    caption: 'Bet {ref}',
    body: 'The trader did not accept it; the stake is back in your balance.',
  },
  deposit_completed: {
    title: 'Deposit received',
    caption: '{amount}',
    body: 'It is in your balance.',
  },
  deposit_failed: {
    title: 'Deposit failed',
    caption: '{amount}',
    body: 'Nothing was taken. Try again or choose another way to pay.',
  },
  bonus_issued: {
    title: 'A new bonus for you',
    caption: '{name}',
    body: 'See it on the promotions page.',
  },
}

const de: Catalogue = {
  bet_won: {
    title: 'Deine Wette hat gewonnen',
    caption: 'Wette {ref}',
    body: 'Sie zahlte {amount}.',
  },
  bet_lost: {
    title: 'Deine Wette hat verloren',
    caption: 'Wette {ref}',
    body: 'Viel Glück bei der nächsten.',
  },
  bet_void: {
    title: 'Deine Wette ist ungültig',
    caption: 'Wette {ref}',
    body: 'Sie zahlte {amount}.',
  },
  bet_cashed_out: {
    title: 'Wette ausgezahlt',
    caption: 'Wette {ref}',
    body: '{amount} ist auf deinem Konto.',
  },
  vip_bet_accepted: {
    title: 'Deine Wette wurde angenommen',
    caption: 'Wette {ref}',
    body: 'Der Trader hat sie angenommen; sie wartet auf die Ergebnisse.',
  },
  vip_bet_rejected: {
    title: 'Deine Wette wurde abgelehnt',
    caption: 'Wette {ref}',
    body: 'Der Trader hat sie nicht angenommen; der Einsatz ist zurück auf deinem Konto.',
  },
  deposit_completed: {
    title: 'Einzahlung erhalten',
    caption: '{amount}',
    body: 'Sie ist auf deinem Konto.',
  },
  deposit_failed: {
    title: 'Einzahlung fehlgeschlagen',
    caption: '{amount}',
    body: 'Es wurde nichts abgebucht. Versuche es erneut oder wähle eine andere Zahlungsart.',
  },
  bonus_issued: {
    title: 'Ein neuer Bonus für dich',
    caption: '{name}',
    body: 'Du findest ihn auf der Aktionsseite.',
  },
}

const CATALOGUES: Readonly<Record<string, Catalogue>> = { en, de }

/** A notice's texts in `language` (English when the catalogue lacks it), parameters filled. */
export function noticeTexts(
  type: Exclude<NotificationType, 'operator'>,
  language: string,
  params: Readonly<Record<string, string>>,
): Texts {
  const texts = (CATALOGUES[language] ?? en)[type]
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_, key: string) => params[key] ?? '')
  return { title: fill(texts.title), caption: fill(texts.caption), body: fill(texts.body) }
}
