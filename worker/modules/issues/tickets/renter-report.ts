/**
 * A renter reports a problem on their own booking: no account, so the booking id and the email they
 * booked with prove it (as the booking lookup does). The ticket goes to the booking's owner, with
 * the owner's email about it in the same batch.
 */
import { eq } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { users } from '../../../db/schema'
import { runBatch } from '../../../db/batch'
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
  db,
  mailer,
  input,
  now,
}: {
  db: Db
  mailer: Mailer
  input: RenterIssueData
  now: number
}) {
  const parties = await renterBookingParties({ db, bookingId: input.bookingId, email: input.email, now })
  const [owner] = await db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, parties.ownerId))
  // The photos must be ones uploaded for this booking (through the renter's photo upload).
  if (!owner || !(await uploadedFor({ ctx: { db }, input: { bookingId: parties.bookingId, urls: input.photoUrls } })))
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
  db,
  bucket,
  proof,
  file,
  now,
}: {
  db: Db
  bucket: R2Bucket
  proof: RenterProof
  file: File
  now: number
}) {
  const { ownerId, bookingId } = await renterBookingParties({ db, ...proof, now })
  const { url } = await storeImage({ ctx: { db, bucket, ownerId, now }, input: { bookingId, file } })
  return { url }
}
