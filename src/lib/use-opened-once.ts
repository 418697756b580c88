import { useState } from 'react'

/**
 * True from the first time `open` is true: a dialog whose code loads lazily (React.lazy) is
 * mounted only once someone opens it, so a page never downloads a form nobody asked for, and
 * stays mounted after, so closing it returns focus as the native dialog does.
 */
export function useOpenedOnce(open: boolean) {
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  return opened || open
}
