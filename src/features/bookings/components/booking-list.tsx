import type { BookingStatus } from '../../../../worker/lib/shared/enums'
import { displayDay } from '../../../lib/format'
import { shortBookingId, type BookingRow } from '../booking-display'
import { PAYMENT_STATUS_LABELS } from '../../../../worker/modules/bookings/rules/transitions'

const statusBadge: Record<BookingStatus, string> = {
  pending: 'badge-warning',
  confirmed: 'badge-info',
  in_progress: 'badge-primary',
  completed: 'badge-success',
  cancelled: 'badge-ghost',
  expired: 'badge-ghost',
}

function StatusBadge({ row }: { row: BookingRow }) {
  return (
    <span className={`badge badge-sm ${statusBadge[row.booking.status] ?? 'badge-warning'}`}>{row.statusLabel}</span>
  )
}

function OpenButton({ row, onOpen }: { row: BookingRow; onOpen: (row: BookingRow) => void }) {
  return (
    <button
      type="button"
      className="link link-primary font-mono"
      onClick={() => onOpen(row)}
      aria-label={`Open booking ${shortBookingId(row.booking.id)}`}
    >
      {shortBookingId(row.booking.id)}
    </button>
  )
}

const dates = (row: BookingRow) => `${displayDay(row.booking.startDate)} – ${displayDay(row.booking.endDate)}`

/** The bookings as a table on wide screens and as cards on a phone; each opens its details. */
export function BookingList({ rows, onOpen }: { rows: BookingRow[]; onOpen: (row: BookingRow) => void }) {
  return (
    <>
      <ul className="space-y-3 md:hidden">
        {rows.map((row) => (
          <li
            key={row.booking.id}
            className="card border border-base-300 bg-base-100 p-4"
            data-booking-id={row.booking.id}
          >
            <div className="flex items-center justify-between gap-2">
              <OpenButton row={row} onOpen={onOpen} />
              <StatusBadge row={row} />
            </div>
            <p className="mt-1 font-semibold">{row.rvName}</p>
            <p className="text-sm text-base-content/75">
              {row.customerName} · {dates(row)} · {row.nights} {row.nights === 1 ? 'night' : 'nights'}
            </p>
            <div className="mt-1 flex justify-between text-sm">
              <span>{PAYMENT_STATUS_LABELS[row.booking.paymentStatus]}</span>
              <span className="font-semibold tabular-nums">{row.total}</span>
            </div>
          </li>
        ))}
      </ul>
      <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100 max-md:hidden">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">Booking</th>
              <th scope="col">RV</th>
              <th scope="col">Customer</th>
              <th scope="col">Dates</th>
              <th scope="col">Nights</th>
              <th scope="col">Status</th>
              <th scope="col">Payment</th>
              <th scope="col" className="text-right">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.booking.id} className="hover:bg-base-200" data-booking-id={row.booking.id}>
                <td>
                  <OpenButton row={row} onOpen={onOpen} />
                </td>
                <td className="font-medium">{row.rvName}</td>
                <td>{row.customerName}</td>
                <td className="whitespace-nowrap">{dates(row)}</td>
                <td>{row.nights}</td>
                <td>
                  <StatusBadge row={row} />
                </td>
                <td>{PAYMENT_STATUS_LABELS[row.booking.paymentStatus]}</td>
                <td className="text-right font-semibold tabular-nums">{row.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}
