/** Message payloads, shared by the API and the SPA's forms (the enquiry form, the composer). */
import * as v from 'valibot'
import { emailAddress, formObject, isMediaUrl, requiredMultilineText, requiredText } from '../../lib/shared/fields'
import { pageQueryFields } from '../../lib/shared/paging'

export const MAX_MESSAGE_PHOTOS = 4
export const MAX_MESSAGE_LENGTH = 2000

const idField = (label: string) =>
  v.pipe(
    v.string(`${label} is required`),
    v.trim(),
    v.nonEmpty(`${label} is required`),
    v.maxLength(64, `${label} is not valid`),
  )

/** The renter's secret from their link: base64url of 160 bits (27 characters); anything else cannot match. */
export const renterKeyField = v.pipe(v.string('The link is missing its key'), v.maxLength(64, 'That link is not valid'))

const bodyField = v.pipe(
  requiredMultilineText('Message', MAX_MESSAGE_LENGTH),
  // Counted after trimming, as it is stored; the form shows the same count.
)

/** Photos are images uploaded here for this conversation (the server checks whose they are). */
const photoUrlsField = v.optional(
  v.pipe(
    v.array(
      v.pipe(
        v.string('Each photo must be an uploaded image'),
        v.check(isMediaUrl, 'Photos must be images uploaded here'),
      ),
      'Photos must be a list',
    ),
    v.maxLength(MAX_MESSAGE_PHOTOS, `Attach at most ${MAX_MESSAGE_PHOTOS} photos to a message`),
  ),
  [],
)

/** A message from either side: 1-2000 characters and up to 4 photos. */
export const messageFields = { body: bodyField, photoUrls: photoUrlsField }
export const messageInputSchema = formObject(messageFields)
export type MessageInput = v.InferInput<typeof messageInputSchema>
export type MessageData = v.InferOutput<typeof messageInputSchema>

/** POST /api/messages/enquiries: a renter asks the owner about an RV from its listing, before booking. */
export const enquirySchema = formObject({
  rvId: idField('RV'),
  name: requiredText('Name', 100),
  email: emailAddress,
  body: bodyField,
})
export type EnquiryInput = v.InferInput<typeof enquirySchema>
export type EnquiryData = v.InferOutput<typeof enquirySchema>

/** POST /api/messages/renter-link: the renter proves a booking (its id and email, as My Bookings does). */
export const renterLinkSchema = formObject({ bookingId: idField('Booking ID'), email: emailAddress })

/** The renter's reads: the key from their link. */
export const renterKeyQuerySchema = v.object({ key: renterKeyField })

/** POST /api/messages/renter/:id/messages: a renter's message, with the key from their link. */
export const renterMessageSchema = formObject({ ...messageFields, key: renterKeyField })

/** POST /api/messages/renter/photos (multipart): a photo for a renter's message. */
export const renterPhotoFormSchema = v.object({
  file: v.instance(File, 'Choose an image file to upload'),
  conversationId: idField('Conversation'),
  key: renterKeyField,
})

export const conversationListQuerySchema = v.object({ ...pageQueryFields })
export type ConversationListQuery = v.InferOutput<typeof conversationListQuerySchema>

export const bookingParamSchema = v.object({ bookingId: v.pipe(v.string(), v.maxLength(64, 'Unknown booking')) })
