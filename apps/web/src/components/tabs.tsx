'use client'
import { useId, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react'

type TabsProps<K extends string> = {
  /** The tab list's accessible name. */
  readonly label: string
  readonly tabs: readonly K[]
  /** The tab shown; a key not in `tabs` shows the first. */
  readonly selected: K
  readonly onSelect: (tab: K) => void
  readonly tabLabel: (tab: K) => ReactNode
  /** The selected tab's panel; the others are not rendered. */
  readonly panel: (tab: K) => ReactNode
  readonly className?: string | undefined
  readonly listClassName?: string | undefined
  readonly listStyle?: CSSProperties | undefined
  readonly tabClassName?: string | undefined
  readonly tabStyle?: CSSProperties | undefined
  readonly panelClassName?: string | undefined
}

/**
 * Tabs as the WAI-ARIA Authoring Practices' tabs pattern has them, with automatic activation:
 * one tab in the Tab order, arrow keys (mirrored right to left), Home and End moving focus and
 * selection together. Ours rather than Radix Tabs: decision 160.
 */
export function Tabs<K extends string>(props: TabsProps<K>) {
  const { tabs, onSelect } = props
  const id = useId()
  const selectedIndex = Math.max(0, tabs.indexOf(props.selected))
  const selected = tabs[selectedIndex]
  const tabId = (index: number) => `${id}-tab-${index}`
  const panelId = `${id}-panel`
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl'
    const next = tabAfterKey(tabs.length, selectedIndex, event.key, rtl) ?? -1
    const tab = tabs[next]
    if (tab === undefined) return
    event.preventDefault()
    onSelect(tab)
    document.getElementById(tabId(next))?.focus()
  }
  if (selected === undefined) return null
  return (
    <div className={props.className}>
      <div
        role="tablist"
        aria-label={props.label}
        className={props.listClassName}
        style={props.listStyle}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab, index) => (
          <button
            key={tab}
            type="button"
            role="tab"
            id={tabId(index)}
            aria-selected={index === selectedIndex}
            aria-controls={index === selectedIndex ? panelId : undefined}
            tabIndex={index === selectedIndex ? 0 : -1}
            className={props.tabClassName}
            style={props.tabStyle}
            onClick={() => {
              onSelect(tab)
            }}
          >
            {props.tabLabel(tab)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(selectedIndex)}
        tabIndex={0}
        className={props.panelClassName}
      >
        {props.panel(selected)}
      </div>
    </div>
  )
}

/**
 * The tab a key moves to from `current` among `count` tabs (wrapping at the ends), or
 * `undefined` for a key tabs leave alone.
 */
export function tabAfterKey(
  count: number,
  current: number,
  key: string,
  rtl: boolean,
): number | undefined {
  if (count === 0) return undefined
  if (key === 'Home') return 0
  if (key === 'End') return count - 1
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight'
  const back = rtl ? 'ArrowRight' : 'ArrowLeft'
  if (key === forward) return (current + 1) % count
  if (key === back) return (current - 1 + count) % count
  return undefined
}
