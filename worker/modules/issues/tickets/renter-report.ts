/**
 * A renter reports a problem on their own booking: no account, so the booking id and the email they
 * booked with prove it (as the booking lookup does). The ticket goes to the booking's owner, with
 * the owner's email about it in the same batch.
 */
import { eq } from 'drizzle-orm'
import { users } from '../../../db/schema'
import { runBatch } from '../../../db/batch'
import type { RequestContext } from '../../../db/owned'
import { AppError } from '../../../lib/errors'
import { renterBookingParties } from '../../bookings'
import type { Mailer } from '../../../lib/email/mailer'
import { attachRenterPhotos, storeImage, uploadedFor } from '../../uploads'
import { ownerIssueEmail } from './emails'
import { reportStatements } from './report'
import type { RenterIssueData } from './schemas'

interface RenterProof {
  bookingId: string
  email: string
}

export async function reportAsRenter({
  ctx,
  input,
}: {
  ctx: RequestContext & { mailer: Mailer }
  input: RenterIssueData
}) {
  const { db, mailer, now } = ctx
  const parties = await renterBookingParties({ ctx, input })
  const [owner] = await db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, parties.ownerId))
  // The photos must be ones uploaded for this booking (through the renter's photo upload).
  if (!owner || !(await uploadedFor({ ctx, input: { bookingId: parties.bookingId, urls: input.photoUrls } })))
    throw new AppError(400, 'invalid_input', 'Photos must be images uploaded with this report', {
      photoUrls: ['Photos must be images uploaded with this report'],
    })
  const issue = {
    ...input,
    id: crypto.randomUUID(),
    ownerId: parties.ownerId,
    customerId: parties.customerId,
    rvId: parties.rvId,
    bookingId: parties.bookingId,
    status: 'open' as const,
    assignedTechnician: null,
  }
  const email = mailer.record(
    ownerIssueEmail('issue_reported', { ...issue, rvName: parties.rvName }, owner, parties.customerName),
    now,
  )
  await runBatch(db, [
    ...reportStatements(issue, now),
    attachRenterPhotos(parties.bookingId, input.photoUrls, now),
    email.statement,
  ])
  await mailer.enqueue([email.id])
  // The renter learns only what they sent and where it stands: nothing of the owner.
  return { id: issue.id, title: issue.title, status: issue.status, priority: issue.priority }
}

/** A photo for a renter's report, stored under the booking owner's prefix and the booking's own allowance. */
export async function storeRenterPhoto({
  ctx,
  input: { file, ...proof },
}: {
  ctx: RequestContext & { bucket: R2Bucket }
  input: RenterProof & { file: File }
}) {
  const { ownerId, bookingId } = await renterBookingParties({ ctx, input: proof })
  const { url } = await storeImage({ ctx: { ...ctx, ownerId }, input: { bookingId, file } })
  return { url }
}
