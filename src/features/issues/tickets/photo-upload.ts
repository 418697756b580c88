import { ApiError } from '../../../lib/api'

/**
 * A multipart photo upload with progress (fetch cannot report upload progress, XMLHttpRequest
 * can), to a typed client's `$path()`, with any proof fields beside the file. `onProgress` hears
 * 0..1. Failures follow every call's '<status>: <body>' rule, so the API's message shows.
 */
export function uploadPhoto(
  path: string,
  file: File,
  onProgress: (fraction: number) => void,
  fields: Record<string, string> = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', path)
    xhr.withCredentials = true
    xhr.responseType = 'text'
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total)
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve((JSON.parse(xhr.responseText) as { url: string }).url)
      else reject(new ApiError(xhr.status, xhr.responseText || xhr.statusText))
    }
    xhr.onerror = () => reject(new Error('The upload could not reach the server. Check your connection and try again.'))
    const form = new FormData()
    for (const [name, value] of Object.entries(fields)) form.set(name, value)
    form.set('file', file)
    xhr.send(form)
  })
}
