/** The renter's side of issues, kept apart from the owner's queries so the public My Bookings page stays light. */
import { useMutation } from '@tanstack/react-query'
import type { RenterIssueInput } from '../../../../worker/modules/issues/tickets/schemas'
import { client, json, type ApiResult } from '../../../lib/api'
import { uploadFile } from '../../../lib/upload-file'

/** How a renter proves the booking is theirs: its id and the email they booked with (as the lookup does). */
export interface BookingProof {
  bookingId: string
  email: string
}

type StoredPhoto = ApiResult<typeof client.issues.report.photos.$post>

/** A photo for the renter's report, stored for the booking's owner once the proof checks out. */
export const renterPhotoUpload = (proof: BookingProof) => (file: File, onProgress: (fraction: number) => void) =>
  uploadFile<StoredPhoto>(client.issues.report.photos.$path(), file, { onProgress, fields: { ...proof } }).then(
    (photo) => photo.url,
  )

/** A renter's report; nothing of the owner's is cached on this page, so nothing is refreshed. */
export const useRenterReport = () =>
  useMutation({ mutationFn: (input: RenterIssueInput) => json(client.issues.report.$post({ json: input })) })
