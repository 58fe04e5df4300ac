/**
 * The player's own jackpot hits are asked under this key: a placement may have made a jackpot
 * drop, so the slip reads them again after each one (the hit popup shows at once).
 */
export const JACKPOT_HITS_KEY = ['jackpot-hits', 'mine'] as const
