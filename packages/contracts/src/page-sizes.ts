/** Page sizes are capped at 500 (spec §9.1: fetch-all, bets and markets pages of 500). */
export const MAX_PAGE_SIZE = 500
export const DEFAULT_PAGE_SIZE = 50
