import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { formatAmount } from '../../../../worker/lib/shared/money'
import { EmptyState } from '../../../components/empty-state'
import { SectionCard } from '../../../components/section-card'
import { Spinner } from '../../../components/spinner'
import { monthLabel } from '../earnings-display'
import { earningsQuery } from '../queries'
import { LoadError } from './load-error'

// uPlot arrives only when the earnings tab shows a chart.
const EarningsChart = lazy(() => import('./earnings-chart'))

const PAYOUTS_NOTE = 'Payouts are not handled in RV Connect yet: we record what you earn per booking.'

/** What the partner's sites earned per month of the stays (site nights sold, less refunds). */
export function EarningsPanel() {
  const earnings = useQuery(earningsQuery())
  return (
    <>
      <h2 className="text-xl font-bold">Earnings</h2>
      <p className="alert mt-4 mb-4 text-sm">{PAYOUTS_NOTE}</p>
      {earnings.isPending ? (
        <Spinner label="Loading earnings..." showLabel className="py-8" />
      ) : earnings.isError ? (
        <LoadError what="your earnings" error={earnings.error} onRetry={() => void earnings.refetch()} />
      ) : earnings.data.months.length === 0 ? (
        <EmptyState
          title="No earnings yet"
          description="Each paid stay at one of your sites is recorded here, in the month it starts."
        />
      ) : (
        <div className="flex flex-col gap-4">
          <SectionCard title="Net earnings by month">
            <Suspense fallback={<Spinner label="Drawing the chart..." />}>
              <EarningsChart months={[...earnings.data.months].reverse()} />
            </Suspense>
          </SectionCard>
          {/* Scrolls sideways on a phone: focusable, so a keyboard can scroll it too. */}
          <div
            role="region"
            aria-labelledby="earnings-table"
            // A region that scrolls must take the focus, or a keyboard cannot scroll it (axe: scrollable-region-focusable).
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            className="overflow-x-auto rounded-box border border-base-300"
          >
            <table className="table table-sm">
              <caption id="earnings-table" className="sr-only">
                Earnings by month
              </caption>
              <thead>
                <tr>
                  <th scope="col">Month</th>
                  <th scope="col">Bookings</th>
                  <th scope="col">Nights</th>
                  <th scope="col">Gross</th>
                  <th scope="col">Refunded</th>
                  <th scope="col">Net</th>
                </tr>
              </thead>
              <tbody>
                {earnings.data.months.map((month) => (
                  <tr key={month.month}>
                    <th scope="row">{monthLabel(month.month)}</th>
                    <td>{month.bookings}</td>
                    <td>{month.nights}</td>
                    <td>{formatAmount(month.gross)}</td>
                    <td>{formatAmount(month.refunded)}</td>
                    <td className="font-semibold">{formatAmount(month.net)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </>
  )
}
