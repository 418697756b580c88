import { Spinner } from './spinner'

/**
 * A route's loading state, spread into its options: the page's spinner in place of the page while
 * its data loads. It shows at once (TanStack waits a second by default, leaving a blank page), and
 * once shown stays long enough to be read rather than flash.
 */
export const pagePending = (label: string) => ({
  pendingMs: 0,
  pendingMinMs: 300,
  pendingComponent: function PagePending() {
    return <Spinner size="lg" label={label} showLabel className="w-full justify-center py-16" />
  },
})
