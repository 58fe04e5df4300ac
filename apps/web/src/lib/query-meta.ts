import '@tanstack/react-query'

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** Spec §8: a failure of this query shows the default error alert (QueryErrorAlerts). */
      readonly errorAlert?: boolean
      /** Failures with these statuses are not reported (spec §8.4: jackpots' 400, 404, 500). */
      readonly unreportedStatuses?: readonly number[]
    }
  }
}
