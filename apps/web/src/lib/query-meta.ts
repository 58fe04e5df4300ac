import '@tanstack/react-query'

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** Spec §8: a failure of this query shows the default error alert (QueryErrorAlerts). */
      readonly errorAlert?: boolean
    }
  }
}
