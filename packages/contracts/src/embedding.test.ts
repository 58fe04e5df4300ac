import { WILDCARD_MESSAGE_TYPES } from '@sportsbook/domain'
import { describe, expect, it } from 'vitest'
import { HOST_MESSAGE_TYPES, hostMessageSchema, sportsbookMessageSchema } from './embedding'

describe('the embedded-mode message protocol', () => {
  it('reads what a host may send, and nothing else', () => {
    expect(hostMessageSchema.parse({ type: 'session_init', listeners: ['sign_in'] })).toEqual({
      type: 'session_init',
      listeners: ['sign_in'],
    })
    expect(hostMessageSchema.safeParse({ type: 'viewport', top: 120, height: 800 }).success).toBe(
      true,
    )
    expect(hostMessageSchema.safeParse({ type: 'session_init', listeners: ['bet'] }).success).toBe(
      false,
    )
    expect(hostMessageSchema.safeParse({ type: 'eval', code: 'x' }).success).toBe(false)
    expect(hostMessageSchema.safeParse('session_init').success).toBe(false)
  })

  it("covers the domain's wildcard types with host messages", () => {
    for (const type of WILDCARD_MESSAGE_TYPES) expect(HOST_MESSAGE_TYPES).toContain(type)
  })

  it('writes what the sportsbook sends', () => {
    expect(sportsbookMessageSchema.safeParse({ type: 'layout', height: 1200 }).success).toBe(true)
    expect(
      sportsbookMessageSchema.safeParse({ type: 'action_requested', action: 'deposit' }).success,
    ).toBe(true)
    expect(sportsbookMessageSchema.safeParse({ type: 'layout', height: -1 }).success).toBe(false)
  })
})
