import { queryOptions, useMutation } from '@tanstack/react-query'
import type { RvInput } from '../../../worker/modules/rvs/schemas'
import { api } from '../../lib/api'
import { localDate } from '../../lib/local-date'
import { useInvalidate } from '../../lib/query-client'

export const rvKeys = {
  all: ['rvs'] as const,
  mine: () => [...rvKeys.all, 'mine'] as const,
  public: () => [...rvKeys.all, 'public'] as const,
  detail: (id: string) => [...rvKeys.all, 'detail', id] as const,
  today: (date: string) => [...rvKeys.all, 'today', date] as const,
}

export const myRvsQuery = () => queryOptions({ queryKey: rvKeys.mine(), queryFn: api.rvs.listMine })
export const publicRvsQuery = () => queryOptions({ queryKey: rvKeys.public(), queryFn: api.rvs.listPublic })
export const fleetTodayQuery = (date = localDate()) => queryOptions({ queryKey: rvKeys.today(date), queryFn: () => api.rvs.today(date) })
export const rvQuery = (id: string) => queryOptions({ queryKey: rvKeys.detail(id), queryFn: () => api.rvs.get(id) })

export function useCreateRv() {
  const invalidate = useInvalidate(rvKeys.all)
  return useMutation({ mutationFn: (input: RvInput) => api.rvs.create(input), onSuccess: invalidate })
}

export function useUpdateRv() {
  const invalidate = useInvalidate(rvKeys.all)
  return useMutation({ mutationFn: ({ id, input }: { id: string; input: RvInput }) => api.rvs.update(id, input), onSuccess: invalidate })
}

export function useDeleteRv() {
  const invalidate = useInvalidate(rvKeys.all)
  return useMutation({ mutationFn: (id: string) => api.rvs.remove(id), onSuccess: invalidate })
}
