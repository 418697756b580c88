/** The monthly report as CSV: one section after another, each with its own header row. */
import { bookingStatusLabel } from '../../../worker/modules/bookings/rules/transitions'
import { offlinePaymentMethodLabels } from '../../../worker/modules/payments/offline/schemas'
import { toCsv } from '../../lib/csv'
import { percent } from '../../lib/format'
import type { MonthlyReport } from './queries'

export const reportCsv = (report: MonthlyReport) =>
  toCsv([
    ['Month', report.month],
    ['Revenue', report.revenue],
    ['Nights booked', report.nightsBooked],
    ['Utilization', percent(report.utilization)],
    [],
    ['RV', 'Revenue', 'Nights booked', 'Utilization'],
    ...report.rvs.map((rv) => [rv.name, rv.revenue, rv.nightsBooked, percent(rv.utilization)]),
    [],
    ['Bookings by status', 'Count'],
    ...Object.entries(report.bookingsByStatus).map(([status, n]) => [bookingStatusLabel(status), n]),
    [],
    ['Payments recorded', 'Amount'],
    ...Object.entries(report.paymentsRecorded).map(([method, amount]) => [
      offlinePaymentMethodLabels[method as keyof typeof offlinePaymentMethodLabels],
      amount,
    ]),
    [],
    ['Issues reported', report.issues.reported],
    ['Emergency or high', report.issues.urgent],
    ['Resolved', report.issues.resolved],
    [],
    ['Leads', report.leadFees.leads],
    ['Lead fees', report.leadFees.fees],
    ['Lead fees paid', report.leadFees.paid],
  ])
