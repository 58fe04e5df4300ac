'use client'
import { useEffect } from 'react'
import { CONSENT_COOKIE, CONSENT_GIVEN_EVENT } from '@/lib/cookie-names'
import { readCookie } from '@/lib/cookies'
import { liveChatEmbed, type LiveChatConfig } from '@/lib/live-chat'

/**
 * The live-chat widget (spec §2 global parts): the vendor's script, loaded only once the
 * visitor has accepted cookies (the vendor sets its own), and then once the page is idle.
 */
export function LiveChatWidget({ config }: { config: LiveChatConfig }) {
  useEffect(() => {
    let loaded = false
    const load = () => {
      if (loaded) return
      loaded = true
      const embed = liveChatEmbed(config)
      Reflect.set(window, embed.global, { ...embed.settings })
      const script = document.createElement('script')
      script.src = embed.src
      script.async = true
      script.dataset.liveChat = config.type
      document.body.append(script)
    }
    const whenIdle = () => {
      if ('requestIdleCallback' in window) requestIdleCallback(load, { timeout: 5_000 })
      else setTimeout(load, 1)
    }
    if (readCookie(document.cookie, CONSENT_COOKIE) === '1') whenIdle()
    else window.addEventListener(CONSENT_GIVEN_EVENT, whenIdle, { once: true })
    return () => {
      window.removeEventListener(CONSENT_GIVEN_EVENT, whenIdle)
    }
  }, [config])
  return null
}
