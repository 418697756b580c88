import {
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type PointerEvent,
  type ReactNode,
} from 'react'
import { dismissToast, getCurrentToast, subscribeToasts, toast, type ToastItem, type ToastOptions } from './toast-store'

export { toast } from './toast-store'

type ToastFn = (options: ToastOptions) => number
export type ToastApi = ToastFn & { toast: ToastFn; dismiss: (id?: number) => void }

// Callable and destructurable, so `const toast = useToast()` and `const { toast } = useToast()` both work.
const toastApi: ToastApi = Object.assign((options: ToastOptions) => toast(options), { toast, dismiss: dismissToast })

/** `const toast = useToast(); toast({ title, description?, variant? })` */
export function useToast(): ToastApi {
  return toastApi
}

export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <ToastViewport />
    </>
  )
}

const SWIPE_THRESHOLD_PX = 50

const noToast = () => null

function ToastViewport() {
  // A prerendered page shows no toast; one raised before hydration appears right after it.
  const item = useSyncExternalStore(subscribeToasts, getCurrentToast, noToast)
  const regionRef = useRef<HTMLElement>(null)
  const focusBeforeF8 = useRef<HTMLElement | null>(null)

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'F8' || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
      const card = regionRef.current?.querySelector<HTMLElement>('[data-toast]')
      if (!card) return
      event.preventDefault()
      if (!regionRef.current?.contains(document.activeElement))
        focusBeforeF8.current = document.activeElement as HTMLElement | null
      card.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])

  // A toast closed while the keyboard was in it hands focus back to where F8 was pressed.
  useEffect(() => {
    if (item || !focusBeforeF8.current) return
    if (document.activeElement === document.body) focusBeforeF8.current.focus()
    focusBeforeF8.current = null
  }, [item])

  const destructive = item?.variant === 'destructive'
  return (
    <section
      ref={regionRef}
      aria-label="Notifications (F8)"
      className="toast toast-bottom toast-center pointer-events-none z-[100] w-[calc(100%-2rem)] max-w-[420px] sm:toast-end sm:w-full"
    >
      <div role="status" aria-live="polite" aria-atomic="true">
        {item && !destructive && <ToastCard key={item.id} item={item} />}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true">
        {item && destructive && <ToastCard key={item.id} item={item} />}
      </div>
    </section>
  )
}

const variantClass = {
  default: 'border-base-300 bg-base-100',
  success: 'alert-success',
  destructive: 'alert-error',
} as const

function ToastCard({ item }: { item: ToastItem }) {
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [offset, setOffset] = useState(0)
  const [dragging, setDragging] = useState(false)
  const remaining = useRef(item.duration)
  const swipe = useRef<{ startX: number; moved: boolean } | null>(null)
  const swallowClick = useRef(false)
  const close = () => dismissToast(item.id)

  // The countdown pauses while the toast is hovered or focused and resumes with the time left.
  const paused = hovered || focused
  useEffect(() => {
    if (paused || !Number.isFinite(item.duration)) return
    const startedAt = Date.now()
    const timer = window.setTimeout(() => dismissToast(item.id), remaining.current)
    return () => {
      window.clearTimeout(timer)
      remaining.current -= Date.now() - startedAt
    }
  }, [paused, item.id, item.duration])

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    swallowClick.current = false
    if (event.button === 0) swipe.current = { startX: event.clientX, moved: false }
  }
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const state = swipe.current
    if (!state) return
    const dx = event.clientX - state.startX
    if (!state.moved && Math.abs(dx) > 4) {
      state.moved = true
      setDragging(true)
      event.currentTarget.setPointerCapture(event.pointerId)
    }
    if (state.moved) setOffset(Math.max(0, dx))
  }
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    const state = swipe.current
    swipe.current = null
    if (!state?.moved) return
    swallowClick.current = true
    setDragging(false)
    if (event.type === 'pointerup' && event.clientX - state.startX > SWIPE_THRESHOLD_PX) close()
    else setOffset(0)
  }
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
  }

  return (
    // Pointer handlers only add swipe-to-dismiss; the close button and Escape do the same by keyboard.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      data-toast
      tabIndex={-1}
      className={`alert ${variantClass[item.variant]} pointer-events-auto flex w-full touch-pan-y items-start gap-3 shadow-lg outline-offset-2 focus-visible:outline-2 focus-visible:outline-primary`}
      style={{
        transform: `translateX(${offset}px)`,
        opacity: 1 - Math.min(offset, 200) / 250,
        transition: dragging ? 'none' : 'transform 150ms, opacity 150ms',
      }}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      onKeyDown={(event) => event.key === 'Escape' && close()}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onClickCapture={(event) => {
        // The click that ends a swipe is not a press on the close button.
        if (swallowClick.current) event.stopPropagation()
        swallowClick.current = false
      }}
    >
      <ToastIcon variant={item.variant} />
      <div className="min-w-0 flex-1 break-words">
        <p className="font-semibold">{item.title}</p>
        {item.description && <p className="text-sm">{item.description}</p>}
      </div>
      <button
        type="button"
        className="btn btn-circle btn-ghost btn-xs -my-0.5"
        aria-label="Close notification"
        onClick={close}
      >
        <svg
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  )
}

const iconPaths = {
  default: 'M12 8h.01M11 12h1v5h1M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
  success: 'M9 12l2 2 4-4M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
  destructive: 'M12 8v4M12 16h.01M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
} as const

function ToastIcon({ variant }: { variant: ToastItem['variant'] }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="mt-0.5 size-5 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d={iconPaths[variant]} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}
