import { Spinner } from './spinner'

/** A route's pendingComponent: shown in place of the page while its data loads (after a short delay). */
export const pagePending = (label: string) =>
  function PagePending() {
    return <Spinner size="lg" label={label} showLabel className="w-full justify-center py-16" />
  }
