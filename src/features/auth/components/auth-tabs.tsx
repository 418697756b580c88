import { useRef, type KeyboardEvent } from 'react'
import { useHydrated } from '../../../lib/use-hydrated'

export type AuthMode = 'sign-in' | 'sign-up'

const tabs: { mode: AuthMode; label: string }[] = [
  { mode: 'sign-in', label: 'Sign in' },
  { mode: 'sign-up', label: 'Create account' },
]

/** Sign in / Create account switch (WAI-ARIA tabs: arrow keys, Home and End move between them). */
export function AuthTabs({
  mode,
  onChange,
  className = '',
}: {
  mode: AuthMode
  onChange: (mode: AuthMode) => void
  className?: string
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([])
  const hydrated = useHydrated()

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = tabs.findIndex((tab) => tab.mode === mode)
    const next = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: tabs.length - 1 }[event.key]
    if (next === undefined) return
    event.preventDefault()
    const index = (next + tabs.length) % tabs.length
    onChange(tabs[index]!.mode)
    refs.current[index]?.focus()
  }

  return (
    // Roving focus (WAI-ARIA tabs): the tablist handles arrow keys, each tab button takes the focus.
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus
    <div
      role="tablist"
      aria-label="Sign in or create an account"
      className={`tabs tabs-box grid grid-cols-2 ${className}`}
      onKeyDown={onKeyDown}
    >
      {tabs.map((tab, index) => {
        const selected = tab.mode === mode
        return (
          <button
            key={tab.mode}
            ref={(element) => {
              refs.current[index] = element
            }}
            type="button"
            role="tab"
            id={`auth-tab-${tab.mode}`}
            aria-selected={selected}
            aria-controls={`auth-panel-${tab.mode}`}
            tabIndex={selected ? 0 : -1}
            className={`tab ${selected ? 'tab-active' : 'text-base-content'}`}
            // On the prerendered page a click before hydration would be lost.
            disabled={!hydrated}
            onClick={() => onChange(tab.mode)}
          >
            {tab.label}
          </button>
        )
      })}
    </div>
  )
}
