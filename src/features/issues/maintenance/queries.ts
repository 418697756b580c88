import { infiniteQueryOptions, useMutation } from '@tanstack/react-query'
import type { CompleteTaskInput, MaintenanceTaskInput } from '../../../../worker/modules/issues/maintenance/schemas'
import { client, json, param, type ApiResult } from '../../../lib/api'
import { cursorPaging, useInvalidate } from '../../../lib/query-client'
import { bookingKeys } from '../../bookings/queries'
import { dashboardKeys } from '../../dashboard/queries'

export type MaintenanceTask = ApiResult<typeof client.issues.maintenance.$get>['items'][number]
export type MaintenanceState = 'upcoming' | 'completed'

export interface MaintenanceFilter {
  /** One RV's tasks; every RV's when left out. */
  rvId?: string
  state: MaintenanceState
}

/** Under the issues key, so a change made from the issues page (its 'Schedule') refreshes these lists too. */
export const maintenanceKeys = {
  all: ['issues', 'maintenance'] as const,
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

/** A task's out-of-service nights block the RV, so the fleet calendar, search and dashboard are read again too. */
const useInvalidateMaintenance = () => useInvalidate(maintenanceKeys.all, bookingKeys.all, dashboardKeys.all)

export function useAddTask() {
  const invalidate = useInvalidateMaintenance()
  return useMutation({
    mutationFn: (input: MaintenanceTaskInput) => json(client.issues.maintenance.$post({ json: input })),
    onSuccess: invalidate,
  })
}

export function useCompleteTask() {
  const invalidate = useInvalidateMaintenance()
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: CompleteTaskInput }) =>
      json(client.issues.maintenance[':id'].complete.$post({ param: param({ id }), json: input })),
    onSuccess: invalidate,
  })
}

export function useDeleteTask() {
  const invalidate = useInvalidateMaintenance()
  return useMutation({
    mutationFn: (id: string) => client.issues.maintenance[':id'].$delete({ param: param({ id }) }),
    onSuccess: invalidate,
  })
}
