/** The live-chat vendors the site can load (spec §3.9 site configuration: chat type and id/region). */
export const LIVE_CHAT_TYPES = ['livechat', 'intercom'] as const
export type LiveChatType = (typeof LIVE_CHAT_TYPES)[number]

/** Where an Intercom workspace's data lives; its widget talks to that region's api. */
export const INTERCOM_REGIONS = ['us', 'eu', 'au'] as const
export type IntercomRegion = (typeof INTERCOM_REGIONS)[number]

export type LiveChatConfig = {
  readonly type: LiveChatType
  readonly id: string
  readonly region: IntercomRegion
}

const INTERCOM_API: Readonly<Record<IntercomRegion, string>> = {
  us: 'https://api-iam.intercom.io',
  eu: 'https://api-iam.eu.intercom.io',
  au: 'https://api-iam.au.intercom.io',
}

/**
 * What loading a vendor's widget takes: the settings global its script reads at start, and
 * the script itself (each vendor's documented embed).
 */
export function liveChatEmbed(config: LiveChatConfig): {
  readonly global: '__lc' | 'intercomSettings'
  readonly settings: Readonly<Record<string, string | number>>
  readonly src: string
} {
  switch (config.type) {
    case 'livechat':
      return {
        global: '__lc',
        settings: { license: Number(config.id) },
        src: 'https://cdn.livechatinc.com/tracking.js',
      }
    case 'intercom':
      return {
        global: 'intercomSettings',
        settings: { app_id: config.id, api_base: INTERCOM_API[config.region] },
        src: `https://widget.intercom.io/widget/${encodeURIComponent(config.id)}`,
      }
  }
}
