/**
 * What other modules may use of uploads: storing an image under an owner (or a booking's renter),
 * checking whose images are whose, attaching a renter's photos to a report and the daily clean-up.
 */
export { MAX_UPLOAD_BYTES } from './image-types'
export { attachRenterPhotos, deleteUnattachedUploads, imagesFor, storeImage, uploadedBy, uploadedFor } from './service'
