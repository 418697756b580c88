import { useMutation } from '@tanstack/react-query'
import { ApiError, client, type ApiResult } from './api'

interface UploadOptions {
  /** Hears 0..1 while the bytes go up. */
  onProgress?: (fraction: number) => void
  /** Form fields sent beside the file (e.g. a renter's proof that the booking is theirs). */
  fields?: Record<string, string>
}

/**
 * A multipart upload with progress (fetch cannot report upload progress, XMLHttpRequest can), to
 * a typed client's `$path()`. Failures follow every call's '<status>: <body>' rule, so the API's
 * message shows.
 */
export function uploadFile<Result>(path: string, file: File, { onProgress, fields = {} }: UploadOptions = {}) {
  return new Promise<Result>((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', path)
    xhr.withCredentials = true
    xhr.responseType = 'text'
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress?.(event.loaded / event.total)
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve(JSON.parse(xhr.responseText) as Result)
      else reject(new ApiError(xhr.status, xhr.responseText || xhr.statusText))
    }
    xhr.onerror = () => reject(new Error('The upload could not reach the server. Check your connection and try again.'))
    const form = new FormData()
    for (const [name, value] of Object.entries(fields)) form.set(name, value)
    form.set('file', file)
    xhr.send(form)
  })
}

export type UploadedImage = ApiResult<typeof client.uploads.$post>

/**
 * Uploads one of the owner's photos (JPEG, PNG or WebP up to 5 MB) and answers its stored address;
 * `onProgress` hears 0..1 while the bytes go up. Nothing cached changes until the form using it is saved.
 * `path`: another account's upload route answering the same (a venue partner's photos).
 */
export const useUploadImage = (onProgress?: (fraction: number) => void, path: string = client.uploads.$path()) =>
  useMutation({ mutationFn: (file: File) => uploadFile<UploadedImage>(path, file, { onProgress }) })
