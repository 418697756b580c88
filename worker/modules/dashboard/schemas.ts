/** The dashboard's request: which day is 'today' for the viewer. */
import * as v from 'valibot'
import { calendarDay } from '../../lib/shared/dates'

export const dashboardQuerySchema = v.object({
  date: calendarDay('Date'),
})
