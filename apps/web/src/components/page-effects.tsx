'use client'
import { EmbeddedBridge } from '@/lib/embedding/embedded-bridge'
import type { LiveChatConfig } from '@/lib/live-chat'
import { IconSpriteCheck } from './icon-sprite-check'
import { LiveChatWidget } from './live-chat-widget'
import { Tracking } from './tracking'

/**
 * What every page does once it is up, and nothing on screen waits for: the tracking tags and
 * page events, the icon set's check, the live chat (where the site has one) and the embedding
 * bridge (where hosts may frame the site).
 */
export function PageEffects({
  locale,
  liveChat,
  embeddable,
}: {
  locale: string
  liveChat: LiveChatConfig | undefined
  embeddable: boolean
}) {
  return (
    <>
      <Tracking locale={locale} />
      <IconSpriteCheck />
      {liveChat && <LiveChatWidget config={liveChat} />}
      {embeddable && <EmbeddedBridge />}
    </>
  )
}
