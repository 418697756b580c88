import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { RvBlockSource } from '../../../../worker/lib/shared/enums'
import type { CalendarDayState } from '../../../../worker/modules/bookings/schemas'
import { EmptyState } from '../../../components/empty-state'
import { SectionCard } from '../../../components/section-card'
import { Spinner } from '../../../components/spinner'
import { errorMessage } from '../../../lib/api'
import { localDate, localMonth } from '../../../lib/local-date'
import { fleetCalendarQuery } from '../queries'
import { monthTitle, shiftMonth } from './month'

const stateStyle: Record<CalendarDayState, { label: string; className: string }> = {
  booked: { label: 'Booked', className: 'bg-primary' },
  held: { label: 'Held while the renter pays', className: 'bg-warning' },
  blocked: { label: 'Blocked (maintenance or another calendar)', className: 'bg-error' },
  turnaround: { label: 'Turnaround', className: 'bg-base-content/25' },
  free: { label: 'Free', className: 'bg-base-200' },
}

const blockSource: Record<RvBlockSource, string> = { maintenance: 'Out of service', calendar: 'Another calendar' }

interface Block {
  startDate: string
  endDate: string
  source: RvBlockSource
  label: string
}

/** '2031-06-01: Booked', or for a blocked day what blocks it: '2031-06-01: Out of service: Oil change'. */
function dayText(day: string, state: CalendarDayState, blocks: Block[]) {
  const block = state === 'blocked' ? blocks.find((item) => item.startDate <= day && day < item.endDate) : undefined
  return `${day}: ${block ? `${blockSource[block.source]}: ${block.label}` : stateStyle[state].label}`
}

/** A month grid of the owner's fleet: one row per RV, one cell per day, coloured by what blocks it. */
export function FleetCalendar() {
  const [month, setMonth] = useState(localMonth)
  const { data, isPending, isFetching, error } = useQuery(fleetCalendarQuery(month))
  const today = localDate()

  return (
    <SectionCard
      title="Fleet Calendar"
      action={
        <div className="flex items-center gap-2">
          <button
            type="button"
            className="btn btn-sm btn-ghost"
            onClick={() => setMonth((current) => shiftMonth(current, -1))}
            aria-label="Previous month"
          >
            ‹
          </button>
          <p className="min-w-36 text-center font-semibold" aria-live="polite">
            {monthTitle(month)}
          </p>
          <span className="w-4">{isFetching && !isPending && <Spinner size="xs" label="Loading month" />}</span>
          <button
            type="button"
            className="btn btn-sm btn-ghost"
            onClick={() => setMonth((current) => shiftMonth(current, 1))}
            aria-label="Next month"
          >
            ›
          </button>
        </div>
      }
    >
      <ul className="flex flex-wrap gap-4 text-sm" aria-label="Legend">
        {Object.values(stateStyle).map((style) => (
          <li key={style.label} className="flex items-center gap-2">
            <span className={`size-3 rounded-sm ${style.className}`} aria-hidden="true" />
            {style.label}
          </li>
        ))}
      </ul>
      {error ? (
        <p role="alert" className="text-error">
          {errorMessage(error, 'The calendar could not be loaded.')}
        </p>
      ) : isPending ? (
        <Spinner label="Loading calendar" />
      ) : data.rvs.length === 0 ? (
        <EmptyState title="No RVs in your fleet yet" />
      ) : (
        <div className="overflow-x-auto">
          <table className="border-separate border-spacing-0.5 text-xs">
            <caption className="sr-only">
              Booked, held, blocked, turnaround and free days of each RV in {monthTitle(month)}
            </caption>
            <thead>
              <tr>
                <th scope="col" className="sticky left-0 bg-base-100 pr-2 text-left">
                  RV
                </th>
                {data.days.map((day) => (
                  <th
                    key={day}
                    scope="col"
                    className={`w-6 min-w-6 text-center font-normal ${day === today ? 'font-bold text-primary' : 'text-base-content/70'}`}
                  >
                    {Number(day.slice(8))}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.rvs.map((rv) => (
                <tr key={rv.id}>
                  <th scope="row" className="sticky left-0 max-w-40 truncate bg-base-100 pr-2 text-left font-medium">
                    {rv.name}
                    {!rv.available && <span className="block text-base-content/60">Not for rent</span>}
                  </th>
                  {rv.days.map((state, index) => {
                    const text = dayText(data.days[index]!, state, rv.blocks)
                    return (
                      <td
                        key={data.days[index]}
                        title={text}
                        className={`relative h-6 rounded-sm ${stateStyle[state].className}`}
                      >
                        <span className="sr-only">{text}</span>
                      </td>
                    )
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </SectionCard>
  )
}
