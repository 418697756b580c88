/** What other modules may use of uploads: storing an image under an owner, and checking whose images are whose. */
export { MAX_UPLOAD_BYTES } from './image-types'
export { imagesFor, storeImage, uploadedBy } from './service'
