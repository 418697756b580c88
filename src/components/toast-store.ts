/**
 * The toast queue (spec §9: limit 1). A tiny external store rather than React state so that code
 * outside components, such as mutation callbacks, can raise a toast too.
 */
export type ToastVariant = 'default' | 'success' | 'destructive'

export interface ToastOptions {
  title: string
  description?: string
  variant?: ToastVariant
  /** Milliseconds before it closes by itself; spec default 5000. */
  duration?: number
}

export interface ToastItem extends Required<Pick<ToastOptions, 'title' | 'variant' | 'duration'>> {
  id: number
  description?: string
}

export const TOAST_DEFAULT_DURATION = 5000

let current: ToastItem | null = null
let nextId = 1
const listeners = new Set<() => void>()

function publish(item: ToastItem | null) {
  current = item
  listeners.forEach((listener) => listener())
}

/** Shows a toast, replacing the one on screen. Returns its id. */
export function toast({
  title,
  description,
  variant = 'default',
  duration = TOAST_DEFAULT_DURATION,
}: ToastOptions): number {
  const id = nextId++
  publish({ id, title, description, variant, duration })
  return id
}

/** Closes the toast on screen, or only the given one if it is still showing. */
export function dismissToast(id?: number) {
  if (current && (id === undefined || current.id === id)) publish(null)
}

export function subscribeToasts(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export const getCurrentToast = () => current
