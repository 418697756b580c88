import { useQuery } from '@tanstack/react-query'
import type { SiteNightState } from '../../../../worker/modules/partners/schemas'
import { addDays } from '../../../../worker/lib/shared/dates'
import { SectionCard } from '../../../components/section-card'
import { Spinner } from '../../../components/spinner'
import { longDay, mediumDay } from '../../../lib/format'
import { localDate } from '../../../lib/local-date'
import { siteCalendarQuery, type PartnerVenue } from '../queries'
import { LoadError } from './load-error'

/** How many nights the calendar shows, from today. */
const CALENDAR_DAYS = 30

/** Each state's mark and words: the mark is never the colour alone, and screen readers hear the words. */
const NIGHT = {
  free: { label: 'Free', mark: '·', className: '' },
  booked: { label: 'Booked', mark: 'B', className: 'badge badge-sm badge-warning' },
  closed: { label: 'Closed', mark: 'X', className: 'badge badge-sm badge-neutral' },
} as const satisfies Record<SiteNightState, { label: string; mark: string; className: string }>

const weekday = (date: string) => new Date(`${date}T00:00:00`).toLocaleDateString(undefined, { weekday: 'narrow' })
const dayOfMonth = (date: string) => Number(date.slice(8))

function NightMark({ state }: { state: SiteNightState }) {
  const night = NIGHT[state]
  return (
    <>
      <span aria-hidden="true" className={night.className}>
        {night.mark}
      </span>
      <span className="sr-only">{night.label}</span>
    </>
  )
}

/** Sites by night for the next 30 nights: free, booked (paid, or held) or closed, with a legend. */
export function SiteCalendar({ venue }: { venue: PartnerVenue }) {
  const from = localDate()
  const calendar = useQuery(siteCalendarQuery(venue.id, from, CALENDAR_DAYS))
  const captionId = `site-calendar-${venue.id}`
  return (
    <SectionCard title="Site calendar">
      <ul aria-label="Legend" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {(Object.keys(NIGHT) as SiteNightState[]).map((state) => (
          <li key={state} className="flex items-center gap-2">
            <span aria-hidden="true" className={NIGHT[state].className || 'px-2'}>
              {NIGHT[state].mark}
            </span>
            {NIGHT[state].label}
          </li>
        ))}
      </ul>
      {calendar.isPending ? (
        <Spinner label="Loading the calendar..." showLabel />
      ) : calendar.isError ? (
        <LoadError what="the calendar" error={calendar.error} onRetry={() => void calendar.refetch()} />
      ) : calendar.data.sites.length === 0 ? (
        <p className="text-sm text-base-content/75">Add a site to see its nights here.</p>
      ) : (
        // Scrolls sideways on a phone: focusable, so a keyboard can scroll it too.
        <div
          role="region"
          aria-labelledby={captionId}
          // A region that scrolls must take the focus, or a keyboard cannot scroll it (axe: scrollable-region-focusable).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className="overflow-x-auto rounded-box border border-base-300"
        >
          <table className="table table-xs text-center">
            <caption id={captionId} className="sr-only">
              Nights of each site at {venue.name}, {mediumDay(from)} to {mediumDay(addDays(from, CALENDAR_DAYS - 1))}
            </caption>
            <thead>
              <tr>
                <th scope="col" className="text-left">
                  Site
                </th>
                {calendar.data.days.map((day) => (
                  <th key={day} scope="col">
                    <span aria-hidden="true">
                      {weekday(day)}
                      <br />
                      {dayOfMonth(day)}
                    </span>
                    <span className="sr-only">{longDay(day)}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {calendar.data.sites.map((site) => (
                <tr key={site.id}>
                  <th scope="row" className="text-left whitespace-nowrap">
                    Site {site.spotNumber}
                  </th>
                  {site.nights.map((state, index) => (
                    <td key={calendar.data.days[index]} data-night={state}>
                      <NightMark state={state} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </SectionCard>
  )
}
