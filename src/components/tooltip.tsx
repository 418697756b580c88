import { cloneElement, useEffect, useId, useRef, useState, type ReactElement } from 'react'

// Spec §9: open after 700 ms; within 300 ms of another tooltip closing, open at once.
const OPEN_DELAY_MS = 700
const SKIP_DELAY_MS = 300
let lastClosedAt = 0

interface TooltipProps {
  label: string
  /** One focusable element (button, link, input); it gets aria-describedby. */
  children: ReactElement<{ 'aria-describedby'?: string }>
  side?: 'top' | 'bottom'
}

const sideClass = { top: 'bottom-full mb-2', bottom: 'top-full mt-2' } as const

/** `<Tooltip label="Edit booking"><button …/></Tooltip>`: a hint on hover or keyboard focus. */
export function Tooltip({ label, children, side = 'top' }: TooltipProps) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const timer = useRef<number | undefined>(undefined)

  const show = () => {
    window.clearTimeout(timer.current)
    if (Date.now() - lastClosedAt < SKIP_DELAY_MS) setOpen(true)
    else timer.current = window.setTimeout(() => setOpen(true), OPEN_DELAY_MS)
  }
  const hide = () => {
    window.clearTimeout(timer.current)
    setOpen((wasOpen) => {
      if (wasOpen) lastClosedAt = Date.now()
      return false
    })
  }

  useEffect(() => () => window.clearTimeout(timer.current), [])
  // Escape closes it even when it was opened by hovering and focus is elsewhere.
  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && hide()
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open])

  const describedBy = [children.props['aria-describedby'], id].filter(Boolean).join(' ')
  return (
    <span
      className="relative inline-flex"
      onPointerEnter={show}
      onPointerLeave={hide}
      // Keyboard focus only: a click focuses the button too, and pressing it should not reopen the hint.
      onFocus={(event) => event.target.matches(':focus-visible') && show()}
      onBlur={hide}
      onPointerDown={hide}
    >
      {cloneElement(children, { 'aria-describedby': describedBy })}
      <span
        id={id}
        role="tooltip"
        hidden={!open}
        className={`pointer-events-none absolute left-1/2 z-50 w-max max-w-64 -translate-x-1/2 rounded-field bg-neutral px-2 py-1 text-xs text-neutral-content shadow ${sideClass[side]}`}
      >
        {label}
      </span>
    </span>
  )
}
