/**
 * The ledger reference of a bet's payout in a settlement round: the bet's id for its first
 * settlement, `id/round` after a feed's correction reopened it (each row stays unique).
 */
export function payoutReference(betId: string, round: number): string {
  return round === 0 ? betId : `${betId}/${String(round)}`
}

/** The bet a payout or reversal reference belongs to. */
export function betOfReference(reference: string): string {
  return reference.split('/')[0] ?? reference
}
