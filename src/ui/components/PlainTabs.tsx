import { useId, type KeyboardEvent, type ReactNode } from 'react'
import { rovingIndex } from './useRovingFocus'

export interface PlainTab<K extends string> {
  key: K
  label: ReactNode
}

interface PlainTabsProps<K extends string> {
  tabs: ReadonlyArray<PlainTab<K>>
  selected: K
  onSelect: (key: K) => void
  listClassName?: string
  tabClassName?: string
  panelClassName?: string
  /** The selected tab's panel. */
  children: ReactNode
}

/**
 * Tabs as the WAI-ARIA tabs pattern has them (a tablist, one Tab stop on the selected tab, the arrows, Home and
 * End move and select, the panel labelled by its tab), marked `data-selected` like Headless UI's for the same
 * styles. Headless UI's Tab does the same, but brings its shared chunk (dialog, focus trap, react-aria): on the
 * /login page, whose only widget these tabs are, that delayed a phone's first paint (docs/PERFORMANCE.md). The
 * other screens keep Headless UI's.
 */
export function PlainTabs<K extends string>({ tabs, selected, onSelect, listClassName, tabClassName, panelClassName, children }: PlainTabsProps<K>) {
  const base = useId()
  const tabId = (key: K) => `${base}-tab-${key}`
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const i = tabs.findIndex((tab) => tab.key === selected)
    const next = rovingIndex(event.key, i, tabs.length - 1)
    if (next === null || i < 0) return
    event.preventDefault()
    onSelect(tabs[next].key)
    event.currentTarget.ownerDocument.getElementById(tabId(tabs[next].key))?.focus()
  }
  return (
    <>
      <div role="tablist" aria-orientation="horizontal" className={listClassName} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const on = tab.key === selected
          return (
            <button
              key={tab.key}
              id={tabId(tab.key)}
              type="button"
              role="tab"
              aria-selected={on}
              aria-controls={`${base}-panel`}
              tabIndex={on ? 0 : -1}
              data-selected={on ? '' : undefined}
              className={tabClassName}
              onClick={() => onSelect(tab.key)}
            >
              {tab.label}
            </button>
          )
        })}
      </div>
      <div id={`${base}-panel`} role="tabpanel" aria-labelledby={tabId(selected)} tabIndex={0} className={panelClassName}>
        {children}
      </div>
    </>
  )
}
