import { queryOptions } from '@tanstack/react-query'
import { client, json, type ApiResult } from '../../lib/api'
import { localDate } from '../../lib/local-date'
import { queryRoots } from '../../lib/query-keys'

export type DashboardOverview = ApiResult<typeof client.dashboard.$get>

/** The dashboard's figures for the viewer's day. */
export const dashboardQuery = (date = localDate()) =>
  queryOptions({
    queryKey: [...queryRoots.dashboard, date],
    queryFn: () => json(client.dashboard.$get({ query: { date } })),
  })

export type MonthlyReport = ApiResult<typeof client.dashboard.report.$get>

/** The owner's figures for one calendar month ('YYYY-MM'). */
export const monthlyReportQuery = (month: string) =>
  queryOptions({
    queryKey: [...queryRoots.dashboard, 'report', month],
    queryFn: () => json(client.dashboard.report.$get({ query: { month } })),
  })
