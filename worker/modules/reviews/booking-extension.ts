/**
 * What reviews adds to the booking lifecycle (registered in worker/booking-extensions.ts): when a
 * trip completes, its renter is invited to review it. The move is saved first; the invitation is
 * written once (a repeat writes none) and its sending retried by the notifications sweep.
 */
import type { BookingExtension } from '../bookings'
import type { Bindings } from '../../env'
import type { Mailer } from '../../lib/email/mailer'
import { sendReviewInvitations } from './emails'

/** The extension, given how to build a mailer from the Worker's env (the entry point has notifications'). */
export const reviewsBookingExtension = (mailerFor: (env: Bindings) => Mailer): BookingExtension => ({
  async statusMoved({ ctx, input: { bookingIds, to } }) {
    if (to !== 'completed') return
    await sendReviewInvitations({ ctx: { ...ctx, mailer: mailerFor(ctx.env) }, input: { bookingIds } })
  },
})
