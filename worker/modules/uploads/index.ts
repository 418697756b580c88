/** What other modules may use of uploads: storing an image under an owner, and checking whose images are whose. */
export { MAX_UPLOAD_BYTES } from './image-types'
export { storeImage, uploadedBy } from './service'
