import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { plural } from '../../../lib/plural'
import type { RenterBooking } from './queries'

const MINUTE_MS = 60_000

/** The minutes left on a hold, counted down while the page is open (0 once it lapsed). */
function useMinutesLeft(expiresAt: string) {
  const [now, setNow] = useState(() => Date.now())
  const left = Math.max(0, Math.ceil((Date.parse(expiresAt) - now) / MINUTE_MS))
  useEffect(() => {
    if (left === 0) return
    const timer = setInterval(() => setNow(Date.now()), 15_000)
    return () => clearInterval(timer)
  }, [left])
  return left
}

/** An unpaid hold still held: pay it now, with the time left, until it lapses. */
export function PayNow({ booking, holdExpiresAt }: { booking: RenterBooking; holdExpiresAt: string }) {
  const minutesLeft = useMinutesLeft(holdExpiresAt)
  if (minutesLeft === 0)
    return <p className="text-sm text-base-content/75">The 30-minute hold has lapsed. Please book the RV again.</p>
  return (
    <>
      <Link
        to="/checkout"
        search={{ amount: Number(booking.totalPrice), bookingId: booking.id }}
        className="btn btn-primary btn-sm"
      >
        Pay now
      </Link>
      <span className="text-sm text-base-content/75">
        Held for you for {plural(minutesLeft, 'more minute', 'more minutes')}
      </span>
    </>
  )
}
