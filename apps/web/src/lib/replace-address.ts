/**
 * Rewrites the address bar without a navigation (a `?modal=`, tracking tag or payment result
 * read and removed). The state passed is null on purpose: Next's router patches
 * `history.replaceState` and takes the new URL into its own state only for calls that do not
 * carry its internal state (`__NA`). Passing `history.state` kept the old URL in the router,
 * and its next refresh wrote it back — reopening a dialog the player had already closed.
 */
export function replaceAddress(url: string): void {
  history.replaceState(null, '', url)
}
