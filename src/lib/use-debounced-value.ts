import { startTransition, useEffect, useState } from 'react'

/**
 * `value` once it has stayed the same for `delayMs`, applied in a transition: typing in a search
 * box asks the server once per pause instead of once per keystroke, and the list on screen stays
 * (no loading fallback) until the next one has arrived.
 */
export function useDebouncedValue<T>(value: T, delayMs = 300): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = window.setTimeout(() => startTransition(() => setSettled(value)), delayMs)
    return () => window.clearTimeout(timer)
  }, [value, delayMs])
  return settled
}
