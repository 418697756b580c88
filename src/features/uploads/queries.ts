import { useMutation } from '@tanstack/react-query'
import { client, type ApiResult } from '../../lib/api'
import { uploadFile } from '../../lib/upload-file'

export type UploadedImage = ApiResult<typeof client.uploads.$post>

/**
 * Uploads one photo (JPEG, PNG or WebP up to 5 MB) and answers its stored address; `onProgress`
 * hears 0..1 while the bytes go up. Nothing cached changes until the form using it is saved.
 */
export const useUploadImage = (onProgress?: (fraction: number) => void) =>
  useMutation({ mutationFn: (file: File) => uploadFile<UploadedImage>(client.uploads.$path(), file, { onProgress }) })
