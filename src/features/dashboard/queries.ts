import { queryOptions } from '@tanstack/react-query'
import { client, json, type ApiResult } from '../../lib/api'
import { localDate } from '../../lib/local-date'

export type DashboardOverview = ApiResult<typeof client.dashboard.$get>

export const dashboardKeys = { all: ['dashboard'] as const }

/** The dashboard's figures for the viewer's day. */
export const dashboardQuery = (date = localDate()) =>
  queryOptions({
    queryKey: [...dashboardKeys.all, date],
    queryFn: () => json(client.dashboard.$get({ query: { date } })),
  })

export type MonthlyReport = ApiResult<typeof client.dashboard.report.$get>

/** The owner's figures for one calendar month ('YYYY-MM'). */
export const monthlyReportQuery = (month: string) =>
  queryOptions({
    queryKey: [...dashboardKeys.all, 'report', month],
    queryFn: () => json(client.dashboard.report.$get({ query: { month } })),
  })
