/** The player's comp points and status group: they change with every bet placed. */
export const LOYALTY_KEY = ['loyalty'] as const
