import { useId, useRef, useState, type KeyboardEvent } from 'react'
import { customerFeatures, ownerFeatures, type AppFeature } from './app-features'

const tabs = [
  { key: 'customers', label: 'For Customers', features: customerFeatures },
  { key: 'owners', label: 'For Business Owners', features: ownerFeatures },
] as const

/** WAI-ARIA tabs with automatic activation: arrows, Home and End move between tabs. */
export function FeatureTabs() {
  const baseId = useId()
  const [active, setActive] = useState(0)
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([])

  const select = (index: number) => {
    const next = (index + tabs.length) % tabs.length
    setActive(next)
    tabRefs.current[next]?.focus()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: active + 1,
      ArrowLeft: active - 1,
      Home: 0,
      End: tabs.length - 1,
    }
    const target = moves[event.key]
    if (target === undefined) return
    event.preventDefault()
    select(target)
  }

  return (
    <div>
      {/* Roving focus (WAI-ARIA tabs): the tablist handles arrow keys, each tab button takes the focus. */}
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus */}
      <div role="tablist" aria-label="App features" className="tabs tabs-box w-full flex-nowrap" onKeyDown={onKeyDown}>
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
          <FeatureList features={tab.features} />
        </div>
      ))}
    </div>
  )
}

function FeatureList({ features }: { features: readonly AppFeature[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {features.map((feature) => (
        <li key={feature.title} className="flex gap-3 rounded-box border border-base-300 bg-base-100 p-4">
          <svg
            viewBox="0 0 24 24"
            className="mt-0.5 size-5 shrink-0 text-success"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            aria-hidden="true"
          >
            <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <div>
            <h3 className="font-semibold">{feature.title}</h3>
            <p className="text-sm text-base-content/80">{feature.text}</p>
          </div>
        </li>
      ))}
    </ul>
  )
}
