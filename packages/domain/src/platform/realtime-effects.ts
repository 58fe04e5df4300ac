/** A bet as the my-bets list holds it; only the fields these rules touch are named. */
export type ListedBet = {
  readonly id: string
  readonly status: string
  readonly selections: readonly unknown[]
  readonly cashoutSubunits?: number | null
}

/**
 * A `bet_changed` update (spec §4.16 "Realtime effects"): a rejected VIP bet leaves the list;
 * otherwise the bet is replaced, keeping the selection details the list already has when the
 * update carries none.
 */
export function applyBetChanged<T extends ListedBet>(
  bets: readonly T[],
  update: T & { readonly isVip?: boolean },
): T[] {
  if (update.status === 'rejected') return bets.filter((bet) => bet.id !== update.id)
  return bets.map((bet) =>
    bet.id === update.id
      ? { ...update, selections: update.selections.length > 0 ? update.selections : bet.selections }
      : bet,
  )
}

/** A `bet_cashout_changed` update sets the bet's cashout value. */
export function applyCashoutChanged<T extends ListedBet>(
  bets: readonly T[],
  betId: string,
  cashoutSubunits: number | null,
): T[] {
  return bets.map((bet) => (bet.id === betId ? { ...bet, cashoutSubunits } : bet))
}

export type AccountBalance = { readonly currency: string; readonly balanceSubunits: number }

/** A `balance_changed` update replaces the balance of the account in that currency. */
export function applyBalanceChanged<T extends AccountBalance>(
  accounts: readonly T[],
  update: AccountBalance,
): T[] {
  return accounts.map((account) =>
    account.currency === update.currency
      ? { ...account, balanceSubunits: update.balanceSubunits }
      : account,
  )
}

/**
 * Match updates are ignored when a test-provider override (a cookie) names another provider
 * for that sport type (spec §4.6).
 */
export function shouldApplyMatchUpdate(
  updateProvider: string,
  sportType: string,
  providerOverrides: Readonly<Record<string, string>>,
): boolean {
  const override = providerOverrides[sportType]
  return override === undefined || override === updateProvider
}

/**
 * The QA cookie that points a sport type at another data provider (spec §4.6): its value is
 * `type:provider` pairs separated by commas (`cyber:betconstruct`). Anything else is ignored.
 */
export function testProviderOverrides(
  cookie: string | undefined,
): Readonly<Record<string, string>> {
  const overrides: Record<string, string> = {}
  for (const pair of (cookie ?? '').split(',')) {
    const match = /^\s*([a-z_]+):([a-z0-9_-]+)\s*$/.exec(pair)
    if (match?.[1] && match[2]) overrides[match[1]] = match[2]
  }
  return overrides
}
