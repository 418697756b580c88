/** The signed-in owner, read by the admin's layout and by every feature that needs their settings or time zone. */
import { queryOptions } from '@tanstack/react-query'
import { client, json, nullOn401, type ApiResult } from '../api'
import type { queryRoots } from '../query-keys'

export type CurrentUser = ApiResult<typeof client.auth.user.$get>

/**
 * Signed-in state comes from whether this returns a user (spec §4 Authentication). Every page's
 * router reads it, so its key is written out here (checked against the root) rather than imported.
 */
export const currentUserQuery = () =>
  queryOptions({
    queryKey: ['auth', 'user'] as const satisfies typeof queryRoots.user,
    queryFn: () => nullOn401(json(client.auth.user.$get())),
    retry: false,
  })
