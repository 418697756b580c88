/**
 * The maps' tile settings (GET /api/venues/map-config): a vector style URL, or null for the
 * offline basemap, and the satellite tile template or null. They change only with a deployment.
 */
import { queryOptions } from '@tanstack/react-query'
import { client, json, type ApiResult } from '../../lib/api'
import { queryRoots } from '../../lib/query-keys'

export type MapConfig = ApiResult<(typeof client.venues)['map-config']['$get']>

export const mapConfigQuery = () =>
  queryOptions({
    queryKey: queryRoots.mapConfig,
    queryFn: () => json(client.venues['map-config'].$get()),
    staleTime: Infinity,
  })
