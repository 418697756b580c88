/**
 * A listing photo in the widths the listing's srcset offers (PHOTO_WIDTHS), resized in the
 * browser before upload: a phone never downloads a 4,000-pixel original. Never upscaled: a photo
 * narrower than a width keeps its own. WebP where the browser encodes it, else JPEG.
 */
import { PHOTO_WIDTHS } from '../../../worker/modules/rvs/schemas'

export interface PhotoSize {
  width: number
  file: File
}

const QUALITY = 0.82

const encode = (canvas: HTMLCanvasElement, type: string) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, QUALITY))

/** The widths a photo `naturalWidth` wide is stored at: each target no wider than the photo, once. */
export const widthsFor = (naturalWidth: number) => [
  ...new Set(PHOTO_WIDTHS.map((width) => Math.min(width, naturalWidth))),
]

export async function photoSizes(file: File): Promise<PhotoSize[]> {
  const bitmap = await createImageBitmap(file).catch(() => {
    throw new Error(`${file.name} is not an image this browser can read. Choose a JPEG, PNG or WebP photo.`)
  })
  try {
    const sizes: PhotoSize[] = []
    for (const width of widthsFor(bitmap.width)) {
      const height = Math.max(1, Math.round((bitmap.height * width) / bitmap.width))
      const canvas = document.createElement('canvas')
      canvas.width = width
      canvas.height = height
      const context = canvas.getContext('2d')
      if (!context) throw new Error('This browser cannot resize photos. Try another browser.')
      context.imageSmoothingQuality = 'high'
      context.drawImage(bitmap, 0, 0, width, height)
      // A browser that cannot encode WebP answers PNG instead: JPEG is smaller for photos.
      let blob = await encode(canvas, 'image/webp')
      if (blob?.type !== 'image/webp') blob = await encode(canvas, 'image/jpeg')
      if (!blob) throw new Error('The photo could not be resized. Try another photo.')
      const extension = blob.type === 'image/webp' ? 'webp' : 'jpg'
      sizes.push({ width, file: new File([blob], `photo-${width}.${extension}`, { type: blob.type }) })
    }
    return sizes
  } finally {
    bitmap.close()
  }
}
