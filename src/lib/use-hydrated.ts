import { useSyncExternalStore } from 'react'

const neverChanges = () => () => {}

/**
 * False while the build prerenders a page and while the browser hydrates it, true from then on:
 * what depends on the visitor (today's date, the address bar, the URL's search) renders after that,
 * so the prerendered markup and the first browser render always match.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  )
