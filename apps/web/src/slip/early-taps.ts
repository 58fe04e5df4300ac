/**
 * Taps on a price before the page has hydrated (decision 173). The server's HTML shows the
 * prices a second or more before React answers them on a slow phone, and a tap on a
 * `<button>` React does not listen to yet does nothing: the player sees no selection and
 * taps again, or leaves. `EARLY_TAPS_SCRIPT` runs while the HTML is parsed and keeps every
 * click on a price; once the page answers, `replayEarlyTaps` clicks again those React did not
 * handle. React's handler marks the clicks it handled with `preventDefault` (a price is a
 * `type="button"`: no default to prevent), so a tap is never answered twice.
 */
const EARLY_TAPS_GLOBAL = '__sportsbookEarlyTaps'

export const EARLY_TAPS_SCRIPT = `(function(){var t=[];function r(e){var b=e.target instanceof Element&&e.target.closest('button[data-outcome]');if(b)t.push({event:e,button:b})}document.addEventListener('click',r,true);window.${EARLY_TAPS_GLOBAL}={taps:t,stop:function(){document.removeEventListener('click',r,true)}}})()`

type EarlyTaps = {
  readonly taps: readonly { readonly event: Event; readonly button: HTMLButtonElement }[]
  readonly stop: () => void
}

/** Marks a click on a price as handled by the page (see the module's comment). */
export function markTapHandled(event: { preventDefault: () => void }): void {
  event.preventDefault()
}

/**
 * Stops keeping taps and clicks again, in order, each price tapped before the page answered,
 * once: a price shows nothing before hydration, so a second tap on it means what the first
 * did. A price React answered one of the taps on is left as it is.
 */
export function replayEarlyTaps(): void {
  const early = Reflect.get(window, EARLY_TAPS_GLOBAL) as EarlyTaps | undefined
  if (!early) return
  early.stop()
  Reflect.deleteProperty(window, EARLY_TAPS_GLOBAL)
  const done = new Set(
    early.taps.filter(({ event }) => event.defaultPrevented).map((t) => t.button),
  )
  for (const { button } of early.taps) {
    if (done.has(button)) continue
    done.add(button)
    if (button.isConnected && !button.disabled) button.click()
  }
}
