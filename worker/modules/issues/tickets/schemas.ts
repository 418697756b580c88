/** Issue ticket payloads (spec §3 issues, §5 Issue form, §7 /api/issues), shared by the API and the dialogs. */
import * as v from 'valibot'
import { issueCategories, issuePriorities, issueStatuses, type IssueStatus } from '../../../lib/shared/enums'
import {
  emailAddress,
  formObject,
  isMediaUrl,
  optionalText,
  requiredMultilineText,
  requiredText,
} from '../../../lib/shared/fields'
import { listSearchField, pageQueryFields } from '../../../lib/shared/paging'

export const MAX_ISSUE_PHOTOS = 6

export const ISSUE_STATUS_LABELS: Record<IssueStatus, string> = {
  open: 'Open',
  in_progress: 'In Progress',
  resolved: 'Resolved',
  closed: 'Closed',
}

const idField = (label: string) =>
  v.pipe(v.string(`${label} is required`), v.trim(), v.nonEmpty(`${label} is required`), v.maxLength(64))
const optionalId = (label: string) =>
  v.optional(
    v.pipe(
      v.nullable(v.pipe(v.string(`${label} must be an id`), v.trim(), v.maxLength(64))),
      v.transform((value) => value || null),
    ),
    null,
  )

const priorityField = v.picklist(issuePriorities, 'Priority must be emergency, high, medium or low')
const statusField = v.picklist(issueStatuses, 'Status must be open, in progress, resolved or closed')

/** Photos are images uploaded here (the server also checks they are the owner's own uploads). */
const photoUrlsField = v.optional(
  v.pipe(
    v.array(
      v.pipe(
        v.string('Each photo must be an uploaded image'),
        v.check(isMediaUrl, 'Photos must be images uploaded here'),
      ),
      'Photos must be a list',
    ),
    v.maxLength(MAX_ISSUE_PHOTOS, `Attach at most ${MAX_ISSUE_PHOTOS} photos`),
  ),
  [],
)

/** What a report says about the problem, whoever files it. */
const reportFields = {
  title: requiredText('Title', 120),
  description: requiredMultilineText('Description', 2000),
  category: v.picklist(issueCategories, 'Choose a category'),
  priority: v.optional(priorityField, 'medium'),
  location: optionalText('Location', 200),
  photoUrls: photoUrlsField,
}

/** POST /api/issues: the owner files a ticket for one of their customers ('No specific RV' = rvId null). */
export const issueInputSchema = formObject({
  ...reportFields,
  customerId: idField('Customer'),
  rvId: optionalId('RV'),
  bookingId: optionalId('Booking'),
  assignedTechnician: optionalText('Technician', 100),
  status: v.optional(statusField, 'open'),
})
export type IssueInput = v.InferInput<typeof issueInputSchema>
export type IssueData = v.InferOutput<typeof issueInputSchema>

/** POST /api/issues/report: a renter reports a problem on their own booking (found by id + email, as the lookup does). */
export const renterIssueSchema = formObject({
  ...reportFields,
  bookingId: idField('Booking ID'),
  email: emailAddress,
})
export type RenterIssueInput = v.InferInput<typeof renterIssueSchema>
export type RenterIssueData = v.InferOutput<typeof renterIssueSchema>

/** The renter's photo upload proves the booking the same way (multipart fields beside the file). */
export const renterPhotoFormSchema = v.object({
  file: v.instance(File, 'Choose an image file to upload'),
  bookingId: idField('Booking ID'),
  email: emailAddress,
})

/** PATCH /api/issues/:id: any of these; each change is kept in the issue's history. */
export const issueChangeSchema = v.pipe(
  formObject({
    status: v.optional(statusField),
    priority: v.optional(priorityField),
    assignedTechnician: v.optional(optionalText('Technician', 100)),
    resolution: v.optional(optionalText('Resolution', 2000)),
  }),
  v.check(
    (change) => Object.values(change).some((value) => value !== undefined),
    'Send a status, priority, technician or resolution to change',
  ),
)
export type IssueChangeInput = v.InferInput<typeof issueChangeSchema>
export type IssueChangeData = v.InferOutput<typeof issueChangeSchema>

/** GET /api/issues: newest first, a page at a time; `q` matches title, description or location. */
export const issueListQuerySchema = v.object({
  q: listSearchField,
  priority: v.optional(v.picklist(['all', ...issuePriorities], 'Unknown priority filter'), 'all'),
  status: v.optional(v.picklist(['all', ...issueStatuses], 'Unknown status filter'), 'all'),
  ...pageQueryFields,
})
export type IssueListQuery = v.InferOutput<typeof issueListQuerySchema>
