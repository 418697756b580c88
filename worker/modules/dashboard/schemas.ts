/** The dashboard's request: which day is 'today' for the viewer. */
import * as v from 'valibot'
import { calendarDay, calendarMonth } from '../../lib/shared/dates'

export const dashboardQuerySchema = v.object({
  date: calendarDay('Date'),
})

/** The monthly report's request: which calendar month. */
export const reportQuerySchema = v.object({
  month: calendarMonth(),
})
