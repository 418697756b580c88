import { QueryClient, useQueryClient, type QueryKey } from '@tanstack/react-query'

/** Spec §9: no refetch interval, no refetch on focus, data never stale, no retries. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, refetchInterval: false, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  })
}

/** After a change, every query under `queryKey` is refetched (spec §7: "the list is refetched"). */
export function useInvalidate(...queryKeys: QueryKey[]) {
  const queryClient = useQueryClient()
  return () => Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
}
