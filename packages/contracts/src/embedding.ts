import { z } from 'zod'

/**
 * The postMessage protocol between the sportsbook in an iframe and the host platform's page
 * (spec §1.2 embedded mode, §5). Every message is an object with a `type`; the host's are
 * checked against the origin whitelist (`isParentMessageAllowed` in packages/domain).
 */

/** What the host can do for the sportsbook instead of its own dialogs. */
export const HOST_ACTIONS = ['sign_in', 'sign_up', 'deposit'] as const
export type HostAction = (typeof HOST_ACTIONS)[number]

/** Host → sportsbook. */
export const hostMessageSchema = z.discriminatedUnion('type', [
  /** Session initialization: which requests the host listens for (none: it handles none). */
  z.object({
    type: z.literal('session_init'),
    listeners: z.array(z.enum(HOST_ACTIONS)).max(HOST_ACTIONS.length),
  }),
  /** The host's sign-in for the player, to be exchanged for a sportsbook session. */
  z.object({ type: z.literal('auth_token'), token: z.string().min(1).max(4096) }),
  /**
   * The part of the frame the player can see: `top` is how far the host has scrolled past the
   * frame's top edge (0 when its top is visible), `height` the host viewport's height, in px.
   */
  z.object({
    type: z.literal('viewport'),
    top: z.number().min(0).max(1_000_000),
    height: z.number().positive().max(100_000),
  }),
])
export type HostMessage = z.infer<typeof hostMessageSchema>
export const HOST_MESSAGE_TYPES = hostMessageSchema.options.map((option) => option.shape.type.value)

/** Sportsbook → host. */
export const sportsbookMessageSchema = z.discriminatedUnion('type', [
  /** The frame is listening; the host answers with `session_init`. */
  z.object({ type: z.literal('ready') }),
  /** The content's height, so the host sizes the frame (at most every 100 ms). */
  z.object({ type: z.literal('layout'), height: z.number().int().nonnegative() }),
  /** The player asked for something the host does (see `session_init.listeners`). */
  z.object({ type: z.literal('action_requested'), action: z.enum(HOST_ACTIONS) }),
  /**
   * Spec §6's iframe auth preloaders: a visitor is here, so the host may load its sign-in and
   * sign-up frames now (hidden), and open them at once when asked.
   */
  z.object({
    type: z.literal('preload_auth'),
    actions: z
      .array(z.enum(['sign_in', 'sign_up']))
      .min(1)
      .max(2),
  }),
])
export type SportsbookMessage = z.infer<typeof sportsbookMessageSchema>
