/** Query keys of the responsible-gambling feature. */
export const limitKeys = {
  all: ['user-limits'] as const,
  limits: (playerId: string | undefined) => ['user-limits', playerId] as const,
  session: (playerId: string | undefined) => ['sportsbook-session', playerId] as const,
}
