import { QueryClient } from '@tanstack/react-query'

/** Spec §9: no refetch interval, no refetch on focus, data never stale, no retries. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, refetchInterval: false, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  })
}

/** How every paged list follows the server's keyset cursor: start with none, stop when `nextCursor` is null. */
export const cursorPaging = {
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (page: { nextCursor: string | null }) => page.nextCursor ?? undefined,
}
