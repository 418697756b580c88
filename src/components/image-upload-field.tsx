import { useId, useState } from 'react'
import { useUploadImage } from '../lib/upload-file'
import { errorMessage } from '../lib/api'

interface ImageUploadFieldProps {
  value: string | null
  onChange: (url: string | null) => void
  error?: string
  /** Shown as the preview's accessible name, e.g. 'RV photo preview'. */
  previewLabel: string
  /** Only an upload (a logo that emails show): no address to paste, and a button to remove it. */
  uploadOnly?: boolean
  /** Where the photo goes: the owner's uploads unless told (a venue partner's photos). */
  uploadPath?: string
}

/**
 * 'Upload a photo' (JPEG, PNG or WebP up to 5 MB, with a progress bar and a preview), or paste the
 * address of an image already on the web (unless `uploadOnly`).
 */
export function ImageUploadField({
  value,
  onChange,
  error,
  previewLabel,
  uploadOnly = false,
  uploadPath,
}: ImageUploadFieldProps) {
  const id = useId()
  const [progress, setProgress] = useState<number | null>(null)
  const [uploadError, setUploadError] = useState<string | null>(null)
  const uploadImage = useUploadImage(setProgress, uploadPath)

  async function upload(file: File | undefined) {
    if (!file) return
    setUploadError(null)
    setProgress(0)
    try {
      const stored = await uploadImage.mutateAsync(file)
      onChange(stored.url)
    } catch (failure) {
      setUploadError(errorMessage(failure, 'The photo could not be uploaded.'))
    } finally {
      setProgress(null)
    }
  }

  const shownError = uploadError ?? error
  return (
    <div className="fieldset py-1">
      <label htmlFor={`${id}-file`} className="fieldset-legend pb-1 pt-0 text-sm">
        Upload a photo
      </label>
      <input
        id={`${id}-file`}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className="file-input w-full"
        aria-describedby={`${id}-hint`}
        disabled={progress !== null}
        onChange={(event) => void upload(event.target.files?.[0])}
      />
      <p id={`${id}-hint`} className="label whitespace-normal text-xs text-base-content/70">
        JPEG, PNG or WebP, up to 5 MB
      </p>
      {progress !== null && (
        <progress
          className="progress progress-primary w-full"
          value={Math.round(progress * 100)}
          max={100}
          aria-label="Upload progress"
        />
      )}
      {uploadOnly ? (
        value && (
          <button type="button" className="btn btn-outline btn-sm mt-1 w-fit" onClick={() => onChange(null)}>
            Remove image
          </button>
        )
      ) : (
        <>
          <label htmlFor={`${id}-url`} className="fieldset-legend pb-1 text-sm">
            Or paste an image address
          </label>
          <input
            id={`${id}-url`}
            type="url"
            inputMode="url"
            className="input w-full"
            placeholder="https://…"
            value={value ?? ''}
            aria-invalid={shownError ? true : undefined}
            onChange={(event) => onChange(event.target.value || null)}
          />
        </>
      )}
      {shownError && (
        <p role="alert" className="label whitespace-normal text-xs text-red-700 dark:text-red-400">
          {shownError}
        </p>
      )}
      {value && <img src={value} alt={previewLabel} className="mt-2 h-32 w-full rounded-box object-cover" />}
    </div>
  )
}
