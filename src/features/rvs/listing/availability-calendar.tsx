import { useId, useState } from 'react'
import { addDays, toDayNumber } from '../../../../worker/lib/shared/dates'
import type { TakenRange } from '../../../../worker/modules/rvs/schemas'

const WEEKDAYS = [
  ['S', 'Sunday'],
  ['M', 'Monday'],
  ['T', 'Tuesday'],
  ['W', 'Wednesday'],
  ['T', 'Thursday'],
  ['F', 'Friday'],
  ['S', 'Saturday'],
] as const

/** Months shown side by side; the buttons page through the year two at a time. */
const SHOWN = 2

const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })

/** The months from `from`'s to the one before `to`'s, as 'YYYY-MM'. */
function monthsBetween(from: string, to: string) {
  const months: string[] = []
  let day = `${from.slice(0, 7)}-01`
  while (day < to) {
    months.push(day.slice(0, 7))
    day = addDays(`${day.slice(0, 7)}-28`, 4).slice(0, 7) + '-01'
  }
  return months
}

export const isTaken = (day: string, taken: TakenRange[]) =>
  taken.some((range) => range.startDate <= day && day < range.endDate)

/**
 * The next 12 months of nights, each month a table: taken nights struck through and named 'taken'
 * for screen readers, days before today dimmed. No renter data: only which nights are taken.
 */
export function AvailabilityCalendar({ from, to, taken }: { from: string; to: string; taken: TakenRange[] }) {
  const id = useId()
  const months = monthsBetween(from, to)
  const [first, setFirst] = useState(0)
  const shown = months.slice(first, first + SHOWN)
  return (
    <section aria-labelledby={`${id}-heading`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-heading`} className="text-xl font-semibold">
          Availability
        </h2>
        <div className="flex gap-2">
          <button
            type="button"
            className="btn btn-outline btn-sm"
            disabled={first === 0}
            onClick={() => setFirst(Math.max(0, first - SHOWN))}
          >
            Earlier<span className="sr-only"> months</span>
          </button>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            disabled={first + SHOWN >= months.length}
            onClick={() => setFirst(Math.min(months.length - SHOWN, first + SHOWN))}
          >
            Later<span className="sr-only"> months</span>
          </button>
        </div>
      </div>
      <p className="mt-1 text-sm text-base-content/75">
        Taken nights are struck through. The calendar covers the next 12 months.
      </p>
      <div className="mt-3 grid gap-4 sm:grid-cols-2" aria-live="polite">
        {shown.map((month) => (
          <Month key={month} month={month} today={from} taken={taken} />
        ))}
      </div>
    </section>
  )
}

function Month({ month, today, taken }: { month: string; today: string; taken: TakenRange[] }) {
  const firstDay = `${month}-01`
  const lead = new Date(`${firstDay}T00:00:00Z`).getUTCDay()
  const nextMonth = `${addDays(`${month}-28`, 4).slice(0, 7)}-01`
  const length = toDayNumber(nextMonth) - toDayNumber(firstDay)
  const cells: (string | null)[] = [
    ...Array<null>(lead).fill(null),
    ...Array.from({ length }, (_, index) => addDays(firstDay, index)),
  ]
  while (cells.length % 7) cells.push(null)
  const weeks = Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7))
  return (
    <table className="w-full text-center text-sm" data-month={month}>
      <caption className="pb-1 text-left font-semibold">{monthName(month)}</caption>
      <thead>
        <tr>
          {WEEKDAYS.map(([short, long]) => (
            <th key={long} scope="col" className="font-normal text-base-content/70">
              <abbr title={long}>{short}</abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week, index) => (
          <tr key={index}>
            {week.map((day, column) => {
              if (!day) return <td key={column} />
              const past = day < today
              const takenNight = !past && isTaken(day, taken)
              return (
                <td key={day} className="p-0.5">
                  <span
                    className={`block rounded py-1 tabular-nums ${
                      takenNight ? 'bg-base-300 line-through' : past ? 'text-base-content/75' : ''
                    }`}
                    data-taken={takenNight ? '' : undefined}
                  >
                    {Number(day.slice(8))}
                    {takenNight && <span className="sr-only">, taken</span>}
                  </span>
                </td>
              )
            })}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
