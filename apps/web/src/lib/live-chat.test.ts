import { describe, expect, it } from 'vitest'
import { readWebEnv } from '../env'
import { liveChatEmbed } from './live-chat'

describe('the live-chat widget by type and id/region', () => {
  it('embeds each vendor as it documents', () => {
    expect(liveChatEmbed({ type: 'livechat', id: '1234567', region: 'us' })).toEqual({
      global: '__lc',
      settings: { license: 1234567 },
      src: 'https://cdn.livechatinc.com/tracking.js',
    })
    expect(liveChatEmbed({ type: 'intercom', id: 'abc123', region: 'eu' })).toEqual({
      global: 'intercomSettings',
      settings: { app_id: 'abc123', api_base: 'https://api-iam.eu.intercom.io' },
      src: 'https://widget.intercom.io/widget/abc123',
    })
  })

  it('is checked at start: an id with the type, a license number for LiveChat, a known region', () => {
    expect(readWebEnv({}).CHAT_TYPE).toBeUndefined()
    expect(() => readWebEnv({ CHAT_TYPE: 'intercom' })).toThrow(/CHAT_ID: Required/)
    expect(() => readWebEnv({ CHAT_TYPE: 'livechat', CHAT_ID: 'abc' })).toThrow(/CHAT_ID/)
    expect(() => readWebEnv({ CHAT_TYPE: 'zendesk', CHAT_ID: '1' })).toThrow(/CHAT_TYPE/)
    expect(() =>
      readWebEnv({ CHAT_TYPE: 'intercom', CHAT_ID: 'abc', CHAT_REGION: 'mars' }),
    ).toThrow(/CHAT_REGION/)
    expect(readWebEnv({ CHAT_TYPE: 'intercom', CHAT_ID: 'abc', CHAT_REGION: 'au' })).toMatchObject({
      CHAT_TYPE: 'intercom',
      CHAT_ID: 'abc',
      CHAT_REGION: 'au',
    })
  })
})
