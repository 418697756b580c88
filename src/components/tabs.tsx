import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { useHydrated } from '../lib/use-hydrated'

export interface Tab {
  key: string
  label: string
  /** Rendered only while its tab is open, so a closed tab loads nothing. */
  panel: () => ReactNode
}

/** WAI-ARIA tabs with automatic activation: arrows, Home and End move between tabs. */
export function Tabs({ label, tabs }: { label: string; tabs: readonly Tab[] }) {
  const baseId = useId()
  const hydrated = useHydrated()
  const [active, setActive] = useState(0)
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([])

  const onKeyDown = (event: KeyboardEvent) => {
    const target = { ArrowRight: active + 1, ArrowLeft: active - 1, Home: 0, End: tabs.length - 1 }[event.key]
    if (target === undefined) return
    event.preventDefault()
    const next = (target + tabs.length) % tabs.length
    setActive(next)
    tabRefs.current[next]?.focus()
  }

  return (
    <div>
      {/* Roving focus: the tablist handles arrow keys, each tab button takes the focus. */}
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus */}
      <div role="tablist" aria-label={label} className="tabs tabs-box w-full flex-nowrap" onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(element) => {
              tabRefs.current[index] = element
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.key}`}
            aria-selected={index === active}
            aria-controls={`${baseId}-panel-${tab.key}`}
            tabIndex={index === active ? 0 : -1}
            className={`tab flex-1 ${index === active ? 'tab-active' : 'text-base-content/80'}`}
            // On a prerendered page a click before hydration would be lost.
            disabled={!hydrated}
            onClick={() => setActive(index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${baseId}-panel-${tab.key}`}
          aria-labelledby={`${baseId}-tab-${tab.key}`}
          hidden={index !== active}
          tabIndex={0}
          className="mt-4 rounded-box outline-offset-2 focus-visible:outline-2 focus-visible:outline-primary"
        >
          {index === active && tab.panel()}
        </div>
      ))}
    </div>
  )
}
