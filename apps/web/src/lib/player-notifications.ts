/**
 * Every query of the player's notifications starts with this key: the list's pages and the
 * unread counter. A notification pushed, or one read, refreshes them.
 */
export const NOTIFICATIONS_KEY = ['notifications'] as const

/** The unread counter's key; the private channel's `unread_counters_changed` sets it. */
export const unreadNotificationsKey = (playerId: string | undefined) =>
  [...UNREAD_NOTIFICATIONS_KEY, playerId] as const

/** Every player's unread counter (the private channel sets the current player's). */
export const UNREAD_NOTIFICATIONS_KEY = [...NOTIFICATIONS_KEY, 'unread'] as const
