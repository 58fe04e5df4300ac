import type { NotificationType } from '@sportsbook/contracts'

type Texts = { readonly title: string; readonly caption: string; readonly body: string }
type Catalogue = Readonly<Record<Exclude<NotificationType, 'operator'>, Texts>>

// {ref}, {amount} and {name} are filled in; a language the catalogue lacks reads English.
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
  limit_nearly_reached: {
    title: 'Limit nearly reached',
    caption: '{name}',
    body: 'You have {amount} left of it in this period.',
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
  limit_nearly_reached: {
    title: 'Limit fast erreicht',
    caption: '{name}',
    body: 'In diesem Zeitraum bleiben dir noch {amount}.',
  },
}

const es: Catalogue = {
  bet_won: { title: 'Tu apuesta ha ganado', caption: 'Apuesta {ref}', body: 'Ha pagado {amount}.' },
  bet_lost: {
    title: 'Tu apuesta ha perdido',
    caption: 'Apuesta {ref}',
    body: 'Suerte con la próxima.',
  },
  bet_void: {
    title: 'Tu apuesta ha sido anulada',
    caption: 'Apuesta {ref}',
    body: 'Ha pagado {amount}.',
  },
  bet_cashed_out: {
    title: 'Apuesta cobrada',
    caption: 'Apuesta {ref}',
    body: '{amount} está en tu saldo.',
  },
  vip_bet_accepted: {
    title: 'Tu apuesta ha sido aceptada',
    caption: 'Apuesta {ref}',
    body: 'El trader la aceptó; espera sus resultados.',
  },
  vip_bet_rejected: {
    title: 'Tu apuesta ha sido rechazada',
    caption: 'Apuesta {ref}',
    body: 'El trader no la aceptó; el importe está de nuevo en tu saldo.',
  },
  deposit_completed: { title: 'Depósito recibido', caption: '{amount}', body: 'Está en tu saldo.' },
  deposit_failed: {
    title: 'Depósito fallido',
    caption: '{amount}',
    body: 'No se ha cobrado nada. Inténtalo de nuevo o elige otro método de pago.',
  },
  bonus_issued: {
    title: 'Un nuevo bono para ti',
    caption: '{name}',
    body: 'Míralo en la página de promociones.',
  },
  limit_nearly_reached: {
    title: 'Límite casi alcanzado',
    caption: '{name}',
    body: 'Te quedan {amount} en este periodo.',
  },
}

const ptBR: Catalogue = {
  bet_won: { title: 'Sua aposta ganhou', caption: 'Aposta {ref}', body: 'Pagou {amount}.' },
  bet_lost: { title: 'Sua aposta perdeu', caption: 'Aposta {ref}', body: 'Boa sorte na próxima.' },
  bet_void: { title: 'Sua aposta foi anulada', caption: 'Aposta {ref}', body: 'Pagou {amount}.' },
  bet_cashed_out: {
    title: 'Aposta encerrada',
    caption: 'Aposta {ref}',
    body: '{amount} está no seu saldo.',
  },
  vip_bet_accepted: {
    title: 'Sua aposta foi aceita',
    caption: 'Aposta {ref}',
    body: 'O trader a aceitou; ela aguarda os resultados.',
  },
  vip_bet_rejected: {
    title: 'Sua aposta foi recusada',
    caption: 'Aposta {ref}',
    body: 'O trader não a aceitou; o valor voltou ao seu saldo.',
  },
  deposit_completed: {
    title: 'Depósito recebido',
    caption: '{amount}',
    body: 'Está no seu saldo.',
  },
  deposit_failed: {
    title: 'Depósito falhou',
    caption: '{amount}',
    body: 'Nada foi cobrado. Tente novamente ou escolha outra forma de pagamento.',
  },
  bonus_issued: {
    title: 'Um novo bônus para você',
    caption: '{name}',
    body: 'Veja na página de promoções.',
  },
  limit_nearly_reached: {
    title: 'Limite quase atingido',
    caption: '{name}',
    body: 'Restam {amount} neste período.',
  },
}

const tr: Catalogue = {
  bet_won: { title: 'Bahsin kazandı', caption: 'Bahis {ref}', body: '{amount} ödedi.' },
  bet_lost: { title: 'Bahsin kaybetti', caption: 'Bahis {ref}', body: 'Bir sonrakinde bol şans.' },
  bet_void: { title: 'Bahsin geçersiz sayıldı', caption: 'Bahis {ref}', body: '{amount} ödedi.' },
  bet_cashed_out: {
    title: 'Bahis bozduruldu',
    caption: 'Bahis {ref}',
    body: '{amount} bakiyende.',
  },
  vip_bet_accepted: {
    title: 'Bahsin kabul edildi',
    caption: 'Bahis {ref}',
    body: 'Trader kabul etti; sonuçlarını bekliyor.',
  },
  vip_bet_rejected: {
    title: 'Bahsin reddedildi',
    caption: 'Bahis {ref}',
    body: 'Trader kabul etmedi; tutar bakiyene geri döndü.',
  },
  deposit_completed: { title: 'Para yatırma alındı', caption: '{amount}', body: 'Bakiyende.' },
  deposit_failed: {
    title: 'Para yatırma başarısız',
    caption: '{amount}',
    body: 'Hiçbir şey çekilmedi. Tekrar dene veya başka bir ödeme yolu seç.',
  },
  bonus_issued: {
    title: 'Sana yeni bir bonus',
    caption: '{name}',
    body: 'Promosyonlar sayfasında gör.',
  },
  limit_nearly_reached: {
    title: 'Limite neredeyse ulaşıldı',
    caption: '{name}',
    body: 'Bu dönemde {amount} kaldı.',
  },
}

const ru: Catalogue = {
  bet_won: { title: 'Ваша ставка выиграла', caption: 'Ставка {ref}', body: 'Выплата {amount}.' },
  bet_lost: { title: 'Ваша ставка проиграла', caption: 'Ставка {ref}', body: 'Удачи в следующей.' },
  bet_void: {
    title: 'Ваша ставка аннулирована',
    caption: 'Ставка {ref}',
    body: 'Выплата {amount}.',
  },
  bet_cashed_out: {
    title: 'Ставка выкуплена',
    caption: 'Ставка {ref}',
    body: '{amount} на вашем балансе.',
  },
  vip_bet_accepted: {
    title: 'Ваша ставка принята',
    caption: 'Ставка {ref}',
    body: 'Трейдер принял её; она ждёт результатов.',
  },
  vip_bet_rejected: {
    title: 'Ваша ставка отклонена',
    caption: 'Ставка {ref}',
    body: 'Трейдер её не принял; сумма вернулась на баланс.',
  },
  deposit_completed: {
    title: 'Депозит получен',
    caption: '{amount}',
    body: 'Он на вашем балансе.',
  },
  deposit_failed: {
    title: 'Депозит не прошёл',
    caption: '{amount}',
    body: 'Ничего не списано. Попробуйте ещё раз или выберите другой способ оплаты.',
  },
  bonus_issued: {
    title: 'Новый бонус для вас',
    caption: '{name}',
    body: 'Смотрите на странице акций.',
  },
  limit_nearly_reached: {
    title: 'Лимит почти исчерпан',
    caption: '{name}',
    body: 'В этом периоде осталось {amount}.',
  },
}

const sv: Catalogue = {
  bet_won: { title: 'Ditt spel vann', caption: 'Spel {ref}', body: 'Det betalade {amount}.' },
  bet_lost: { title: 'Ditt spel förlorade', caption: 'Spel {ref}', body: 'Lycka till med nästa.' },
  bet_void: {
    title: 'Ditt spel ogiltigförklarades',
    caption: 'Spel {ref}',
    body: 'Det betalade {amount}.',
  },
  bet_cashed_out: {
    title: 'Spelet har lösts in',
    caption: 'Spel {ref}',
    body: '{amount} finns på ditt saldo.',
  },
  vip_bet_accepted: {
    title: 'Ditt spel godkändes',
    caption: 'Spel {ref}',
    body: 'Tradern godkände det; det väntar på resultat.',
  },
  vip_bet_rejected: {
    title: 'Ditt spel avvisades',
    caption: 'Spel {ref}',
    body: 'Tradern godkände det inte; insatsen är tillbaka på ditt saldo.',
  },
  deposit_completed: {
    title: 'Insättning mottagen',
    caption: '{amount}',
    body: 'Den finns på ditt saldo.',
  },
  deposit_failed: {
    title: 'Insättningen misslyckades',
    caption: '{amount}',
    body: 'Inget drogs. Försök igen eller välj ett annat betalsätt.',
  },
  bonus_issued: {
    title: 'En ny bonus till dig',
    caption: '{name}',
    body: 'Se den på kampanjsidan.',
  },
  limit_nearly_reached: {
    title: 'Gränsen är nästan nådd',
    caption: '{name}',
    body: 'Du har {amount} kvar under perioden.',
  },
}

const no: Catalogue = {
  bet_won: { title: 'Spillet ditt vant', caption: 'Spill {ref}', body: 'Det betalte {amount}.' },
  bet_lost: { title: 'Spillet ditt tapte', caption: 'Spill {ref}', body: 'Lykke til med neste.' },
  bet_void: {
    title: 'Spillet ditt ble annullert',
    caption: 'Spill {ref}',
    body: 'Det betalte {amount}.',
  },
  bet_cashed_out: {
    title: 'Spillet er innløst',
    caption: 'Spill {ref}',
    body: '{amount} er på saldoen din.',
  },
  vip_bet_accepted: {
    title: 'Spillet ditt ble godtatt',
    caption: 'Spill {ref}',
    body: 'Traderen godtok det; det venter på resultater.',
  },
  vip_bet_rejected: {
    title: 'Spillet ditt ble avvist',
    caption: 'Spill {ref}',
    body: 'Traderen godtok det ikke; innsatsen er tilbake på saldoen din.',
  },
  deposit_completed: {
    title: 'Innskudd mottatt',
    caption: '{amount}',
    body: 'Det er på saldoen din.',
  },
  deposit_failed: {
    title: 'Innskuddet mislyktes',
    caption: '{amount}',
    body: 'Ingenting ble trukket. Prøv igjen eller velg en annen betalingsmåte.',
  },
  bonus_issued: {
    title: 'En ny bonus til deg',
    caption: '{name}',
    body: 'Se den på kampanjesiden.',
  },
  limit_nearly_reached: {
    title: 'Grensen er nesten nådd',
    caption: '{name}',
    body: 'Du har {amount} igjen i denne perioden.',
  },
}

const da: Catalogue = {
  bet_won: { title: 'Dit spil vandt', caption: 'Spil {ref}', body: 'Det betalte {amount}.' },
  bet_lost: {
    title: 'Dit spil tabte',
    caption: 'Spil {ref}',
    body: 'Held og lykke med det næste.',
  },
  bet_void: {
    title: 'Dit spil blev annulleret',
    caption: 'Spil {ref}',
    body: 'Det betalte {amount}.',
  },
  bet_cashed_out: {
    title: 'Spillet er indløst',
    caption: 'Spil {ref}',
    body: '{amount} er på din saldo.',
  },
  vip_bet_accepted: {
    title: 'Dit spil blev accepteret',
    caption: 'Spil {ref}',
    body: 'Traderen accepterede det; det venter på resultater.',
  },
  vip_bet_rejected: {
    title: 'Dit spil blev afvist',
    caption: 'Spil {ref}',
    body: 'Traderen accepterede det ikke; indsatsen er tilbage på din saldo.',
  },
  deposit_completed: {
    title: 'Indbetaling modtaget',
    caption: '{amount}',
    body: 'Den er på din saldo.',
  },
  deposit_failed: {
    title: 'Indbetalingen mislykkedes',
    caption: '{amount}',
    body: 'Intet blev trukket. Prøv igen eller vælg en anden betalingsmåde.',
  },
  bonus_issued: {
    title: 'En ny bonus til dig',
    caption: '{name}',
    body: 'Se den på kampagnesiden.',
  },
  limit_nearly_reached: {
    title: 'Grænsen er næsten nået',
    caption: '{name}',
    body: 'Du har {amount} tilbage i denne periode.',
  },
}

const CATALOGUES: Readonly<Record<string, Catalogue>> = {
  en,
  de,
  es,
  'pt-BR': ptBR,
  tr,
  ru,
  sv,
  no,
  da,
}

/** The money limits a player is warned of, by name in each language (`{name}` above). */
export const LIMIT_NAMES: Readonly<
  Record<'deposit' | 'wager' | 'loss', Readonly<Record<string, string>>>
> = {
  deposit: {
    en: 'Deposit limit',
    de: 'Einzahlungslimit',
    es: 'Límite de depósito',
    'pt-BR': 'Limite de depósito',
    tr: 'Para yatırma limiti',
    ru: 'Лимит депозитов',
    sv: 'Insättningsgräns',
    no: 'Innskuddsgrense',
    da: 'Indbetalingsgrænse',
  },
  wager: {
    en: 'Wager limit',
    de: 'Einsatzlimit',
    es: 'Límite de apuestas',
    'pt-BR': 'Limite de apostas',
    tr: 'Bahis limiti',
    ru: 'Лимит ставок',
    sv: 'Insatsgräns',
    no: 'Innsatsgrense',
    da: 'Indsatsgrænse',
  },
  loss: {
    en: 'Loss limit',
    de: 'Verlustlimit',
    es: 'Límite de pérdidas',
    'pt-BR': 'Limite de perdas',
    tr: 'Kayıp limiti',
    ru: 'Лимит проигрыша',
    sv: 'Förlustgräns',
    no: 'Tapsgrense',
    da: 'Tabsgrænse',
  },
}

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
