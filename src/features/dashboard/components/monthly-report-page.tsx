import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { bookingStatusLabel } from '../../../../worker/modules/bookings/rules/transitions'
import { offlinePaymentMethodLabels } from '../../../../worker/modules/payments/offline/schemas'
import { formatAmount } from '../../../../worker/lib/shared/money'
import { FactList } from '../../../components/fact-list'
import { FormField } from '../../../components/form-field'
import { PageHeader } from '../../../components/page-header'
import { SectionCard } from '../../../components/section-card'
import { downloadCsv } from '../../../lib/csv'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { percent } from '../../../lib/format'
import { monthlyReportQuery } from '../queries'
import { reportCsv } from '../report-csv'

const route = getRouteApi('/admin/dashboard_/report')

/** /admin/dashboard/report?month=YYYY-MM: the month's figures, as a CSV download and a printable page. */
export function MonthlyReportPage() {
  const { month } = route.useSearch()
  const navigate = route.useNavigate()
  useDocumentTitle(`Report ${month}`)
  const { data: report } = useSuspenseQuery(monthlyReportQuery(month))
  const actions = (
    <div className="flex gap-2 print:hidden">
      <button
        type="button"
        className="btn btn-outline"
        onClick={() => downloadCsv(`report-${month}.csv`, reportCsv(report))}
      >
        Download CSV
      </button>
      <button type="button" className="btn btn-primary" onClick={() => window.print()}>
        Print
      </button>
    </div>
  )
  return (
    <>
      <PageHeader
        title={`Monthly Report ${month}`}
        subtitle="Revenue, fleet use, bookings, payments, issues and lead fees"
        actions={actions}
      />
      <div className="mb-4 max-w-48 print:hidden">
        <FormField label="Month">
          <input
            type="month"
            className="input w-full"
            value={month}
            onChange={(event) => event.target.value && void navigate({ search: { month: event.target.value } })}
          />
        </FormField>
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 print:block">
        <SectionCard title="Summary">
          <FactList
            facts={[
              ['Revenue', formatAmount(report.revenue)],
              ['Nights booked', String(report.nightsBooked)],
              ['Utilization', percent(report.utilization)],
            ]}
          />
        </SectionCard>
        <SectionCard title="Per RV">
          {/* Tighter cells on a phone; a fleet with long names scrolls inside the card, never the page. */}
          <div className="overflow-x-auto">
            <table className="table table-xs sm:table-sm">
              <thead>
                <tr>
                  <th>RV</th>
                  <th className="text-right">Revenue</th>
                  <th className="text-right">Nights</th>
                  <th className="text-right">Utilization</th>
                </tr>
              </thead>
              <tbody>
                {report.rvs.map((rv) => (
                  <tr key={rv.id}>
                    <td>{rv.name}</td>
                    <td className="text-right tabular-nums">{formatAmount(rv.revenue)}</td>
                    <td className="text-right tabular-nums">{rv.nightsBooked}</td>
                    <td className="text-right tabular-nums">{percent(rv.utilization)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </SectionCard>
        <SectionCard title="Bookings by status">
          <FactList
            facts={Object.entries(report.bookingsByStatus).map(([status, n]) => [
              bookingStatusLabel(status),
              String(n),
            ])}
          />
        </SectionCard>
        <SectionCard title="Payments recorded">
          <FactList
            facts={Object.entries(report.paymentsRecorded).map(([method, amount]) => [
              offlinePaymentMethodLabels[method as keyof typeof offlinePaymentMethodLabels],
              formatAmount(amount),
            ])}
          />
        </SectionCard>
        <SectionCard title="Issues">
          <FactList
            facts={[
              ['Reported', String(report.issues.reported)],
              ['Emergency or high', String(report.issues.urgent)],
              ['Resolved', String(report.issues.resolved)],
            ]}
          />
        </SectionCard>
        <SectionCard title="Lead fees">
          <FactList
            facts={[
              ['Leads', String(report.leadFees.leads)],
              ['Fees', formatAmount(report.leadFees.fees)],
              ['Paid', formatAmount(report.leadFees.paid)],
            ]}
          />
        </SectionCard>
      </div>
    </>
  )
}
