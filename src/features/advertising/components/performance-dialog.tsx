import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useMemo } from 'react'
import { formatAmount, toCents } from '../../../../worker/lib/shared/money'
import { Dialog } from '../../../components/dialog'
import { EmptyState } from '../../../components/empty-state'
import { Spinner } from '../../../components/spinner'
import { errorMessage } from '../../../lib/api'
import { perDay, whole } from '../ad-display'
import { plural } from '../../../lib/plural'
import { adPerformanceQuery, type AdCampaign, type PerformanceDayRow } from '../queries'
import { CsvImport } from './csv-import'
import type { ChartDay } from './performance-chart'
import { PerformanceDays } from './performance-days'

// uPlot comes with the chart only, once a campaign's performance is opened.
const PerformanceChart = lazy(() => import('./performance-chart'))

/** A campaign's days, one point per date (a campaign on both platforms has two rows a day). */
function chartDays(days: PerformanceDayRow[]): ChartDay[] {
  const byDate = new Map<string, ChartDay>()
  for (const day of days) {
    const point = byDate.get(day.date) ?? { date: day.date, spendCents: 0, conversions: 0 }
    point.spendCents += toCents(day.spend) ?? 0
    point.conversions += day.conversions
    byDate.set(day.date, point)
  }
  return [...byDate.values()]
}

/** 'Performance' on a row: the campaign's daily spend and conversions, and the CSV import. */
export function PerformanceDialog({ campaign, onClose }: { campaign: AdCampaign | null; onClose: () => void }) {
  return (
    <Dialog
      open={campaign !== null}
      onClose={onClose}
      size="lg"
      title={campaign ? `${campaign.name} performance` : 'Performance'}
      description={campaign ? `Daily figures; budget ${perDay(campaign.budget)}` : undefined}
    >
      {campaign && <PerformanceBody campaign={campaign} />}
    </Dialog>
  )
}

function PerformanceBody({ campaign }: { campaign: AdCampaign }) {
  const performance = useQuery(adPerformanceQuery(campaign.id))
  const days = performance.data?.items
  const points = useMemo(() => chartDays(days ?? []), [days])

  return (
    <>
      {performance.isPending ? (
        <Spinner label="Loading daily figures..." showLabel className="w-full justify-center py-10" />
      ) : performance.isError ? (
        <div role="alert" className="alert alert-error alert-vertical sm:alert-horizontal">
          <span>The daily figures could not load: {errorMessage(performance.error)}</span>
          <button type="button" className="btn btn-sm" onClick={() => void performance.refetch()}>
            Try again
          </button>
        </div>
      ) : days && days.length > 0 ? (
        <div className="space-y-3">
          <p className="text-sm text-base-content/75">
            {plural(points.length, 'day')}: {formatAmount(campaign.spend)} spent, {whole(campaign.clicks)} clicks,{' '}
            {whole(campaign.conversions)} conversions.
          </p>
          <figure>
            <Suspense
              fallback={
                <div role="status" className="skeleton h-[200px] w-full">
                  <span className="sr-only">Loading chart</span>
                </div>
              }
            >
              <PerformanceChart days={points} />
            </Suspense>
            <figcaption className="mt-1 flex flex-wrap gap-4 text-xs text-base-content/75">
              <span>
                <span className="mr-1 inline-block size-2.5 bg-primary align-middle" aria-hidden="true" />
                Spend per day (left axis)
              </span>
              <span>
                <span
                  className="mr-1 inline-block size-2.5 rounded-full bg-secondary align-middle"
                  aria-hidden="true"
                />
                Conversions (right axis)
              </span>
              <span className="sr-only">The figures are in the table below.</span>
            </figcaption>
          </figure>
          <PerformanceDays days={days} />
        </div>
      ) : (
        <EmptyState
          title="No daily figures yet"
          description="Import the platform's daily report below; a connected platform's figures arrive by themselves each day."
          headingLevel={3}
        />
      )}
      <CsvImport campaign={campaign} />
    </>
  )
}
