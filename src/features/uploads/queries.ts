import { useMutation } from '@tanstack/react-query'
import { ApiError, client, type ApiResult } from '../../lib/api'

export type UploadedImage = ApiResult<typeof client.uploads.$post>

/**
 * Multipart upload with progress (fetch cannot report upload progress, XMLHttpRequest can), to
 * the typed client's own address. `onProgress` receives 0..1. Errors follow the same
 * '<status>: <body>' rule as every call.
 */
function uploadImage(file: File, onProgress?: (fraction: number) => void): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', client.uploads.$path())
    xhr.withCredentials = true
    xhr.responseType = 'text'
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress?.(event.loaded / event.total)
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve(JSON.parse(xhr.responseText) as UploadedImage)
      else reject(new ApiError(xhr.status, xhr.responseText || xhr.statusText))
    }
    xhr.onerror = () => reject(new Error('The upload could not reach the server. Check your connection and try again.'))
    const form = new FormData()
    form.set('file', file)
    xhr.send(form)
  })
}

/**
 * Uploads one photo (JPEG, PNG or WebP up to 5 MB) and answers its stored address; `onProgress`
 * hears 0..1 while the bytes go up. Nothing cached changes until the form using it is saved.
 */
export const useUploadImage = (onProgress?: (fraction: number) => void) =>
  useMutation({ mutationFn: (file: File) => uploadImage(file, onProgress) })
