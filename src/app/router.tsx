import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { createRouter, RouterProvider, type RouterHistory } from '@tanstack/react-router'
import { StrictMode, useEffect } from 'react'
import { ErrorPage } from '../components/error-page'
import { ToastProvider } from '../components/toast'
import { routeTree } from '../route-tree.gen'

/**
 * One router for the browser and for the build's prerendering, which passes a memory history. A
 * prerendered page has no scroll position to restore, and restoring one would need an inline script.
 */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient },
    defaultPreload: 'intent',
    // Loaders read through React Query, which owns caching (TanStack's react-query integration).
    defaultPreloadStaleTime: 0,
    scrollRestoration: history === undefined,
    defaultErrorComponent: ErrorPage,
  })
}

type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}

/** Marks the page as running (`<html data-hydrated>`): a prerendered page looks ready before it is. */
function MarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = ''
  }, [])
  return null
}

export function App({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  return (
    <StrictMode>
      <MarkHydrated />
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </QueryClientProvider>
    </StrictMode>
  )
}
