import { useMutation } from '@tanstack/react-query'
import { api } from '../../lib/api'

/**
 * Uploads one photo (JPEG, PNG or WebP up to 5 MB) and answers its stored address; `onProgress`
 * hears 0..1 while the bytes go up. Nothing cached changes until the form using it is saved.
 */
export const useUploadImage = (onProgress?: (fraction: number) => void) => useMutation({ mutationFn: (file: File) => api.uploads.image(file, onProgress) })
