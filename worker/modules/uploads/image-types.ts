/** The image types we store, recognised by their leading bytes (a declared type can lie). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte)
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0))

export const IMAGE_TYPES = [
  { contentType: 'image/jpeg', extension: 'jpg', matches: (b: Uint8Array) => startsWith(b, [0xff, 0xd8, 0xff]) },
  {
    contentType: 'image/png',
    extension: 'png',
    matches: (b: Uint8Array) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  {
    contentType: 'image/webp',
    extension: 'webp',
    matches: (b: Uint8Array) => startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WEBP'), 8),
  },
] as const

/** The image type of these bytes, or undefined when they are not a JPEG, PNG or WebP. */
export const sniffImageType = (head: Uint8Array) => IMAGE_TYPES.find((type) => type.matches(head))

/** Each owner's share of the bucket: at most this many images, together at most this many bytes. */
export const MAX_IMAGES_PER_OWNER = 500
export const MAX_STORAGE_BYTES_PER_OWNER = 200 * 1024 * 1024

/** A booking's renter may add this many report photos (of up to this many bytes in all), apart from the owner's quota. */
export const MAX_IMAGES_PER_BOOKING = 10
export const MAX_STORAGE_BYTES_PER_BOOKING = 30 * 1024 * 1024
