import { infiniteQueryOptions, useMutation } from '@tanstack/react-query'
import type { CompleteTaskInput, MaintenanceTaskInput } from '../../../../worker/modules/issues/maintenance/schemas'
import { client, json, param, type ApiResult } from '../../../lib/api'
import { cursorPaging } from '../../../lib/query-client'
import { queryRoots } from '../../../lib/query-keys'
import { useRefresh } from '../../../lib/refresh'

export type MaintenanceTask = ApiResult<typeof client.issues.maintenance.$get>['items'][number]
export type MaintenanceState = 'upcoming' | 'completed'

export interface MaintenanceFilter {
  /** One RV's tasks; every RV's when left out. */
  rvId?: string
  state: MaintenanceState
}

/** Under the issues key, so a change made from the issues page (its 'Schedule') refreshes these lists too. */
const maintenanceKeys = {
  all: queryRoots.maintenance,
  list: (filter: MaintenanceFilter) => [...maintenanceKeys.all, 'list', filter] as const,
}

/** Upcoming tasks soonest due first, or completed ones latest first, a page at a time ('Show more' follows the cursor). */
export const maintenanceListQuery = (filter: MaintenanceFilter) =>
  infiniteQueryOptions({
    queryKey: maintenanceKeys.list(filter),
    queryFn: ({ pageParam }) =>
      json(client.issues.maintenance.$get({ query: { rvId: filter.rvId, state: filter.state, cursor: pageParam } })),
    ...cursorPaging,
  })

export function useAddTask() {
  const refresh = useRefresh('maintenance-changed')
  return useMutation({
    mutationFn: (input: MaintenanceTaskInput) => json(client.issues.maintenance.$post({ json: input })),
    onSuccess: refresh,
  })
}

export function useCompleteTask() {
  const refresh = useRefresh('maintenance-changed')
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: CompleteTaskInput }) =>
      json(client.issues.maintenance[':id'].complete.$post({ param: param({ id }), json: input })),
    onSuccess: refresh,
  })
}

export function useDeleteTask() {
  const refresh = useRefresh('maintenance-changed')
  return useMutation({
    mutationFn: (id: string) => client.issues.maintenance[':id'].$delete({ param: param({ id }) }),
    onSuccess: refresh,
  })
}
