/** The owner's Smart Budget Calculator: its one request, the last 30 days' figures (GET /api/budget/recent). */
import { queryOptions } from '@tanstack/react-query'
import { client, json } from '../../../lib/api'

export const budgetKeys = { recent: ['budget', 'recent'] as const }

/** Bookings, revenue and leads of the last 30 days, summed by the server; recomputing the budget needs no request. */
export const recentFiguresQuery = () =>
  queryOptions({ queryKey: budgetKeys.recent, queryFn: () => json(client.budget.recent.$get()) })
