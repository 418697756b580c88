import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react'
import { MAX_MESSAGE_PHOTOS } from '../../../../worker/modules/messages/schemas'
import { errorMessage } from '../../../lib/api'
import type { PhotoUpload } from '../queries'

const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp']
const MAX_BYTES = 5 * 1024 * 1024

interface PhotoAttachProps {
  value: string[]
  onChange: (update: (urls: string[]) => string[]) => void
  upload: PhotoUpload
  error?: string
  onBusyChange: (busy: boolean) => void
}

/** Up to 4 photos on a message: each uploads as soon as it is chosen, then shows as a removable thumbnail. */
export function PhotoAttach({ value, onChange, upload, error, onBusyChange }: PhotoAttachProps) {
  const id = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const [uploading, setUploading] = useState(0)
  const [problems, setProblems] = useState<string[]>([])
  const room = MAX_MESSAGE_PHOTOS - value.length - uploading

  useEffect(() => {
    onBusyChange(uploading > 0)
  }, [uploading, onBusyChange])

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])]
    event.target.value = ''
    const refused: string[] = []
    let accepted = 0
    for (const file of files) {
      if (!ACCEPTED_TYPES.includes(file.type)) refused.push(`${file.name}: choose a JPEG, PNG or WebP image.`)
      else if (file.size > MAX_BYTES) refused.push(`${file.name}: images must be 5 MB or smaller.`)
      else if (accepted >= room) refused.push(`${file.name}: a message takes at most ${MAX_MESSAGE_PHOTOS} photos.`)
      else {
        accepted++
        setUploading((count) => count + 1)
        upload(file, () => {})
          .then((url) => onChange((urls) => [...urls, url]))
          .catch((failure: unknown) =>
            setProblems((current) => [
              ...current,
              `${file.name}: ${errorMessage(failure, 'it could not be uploaded.')}`,
            ]),
          )
          .finally(() => setUploading((count) => count - 1))
      }
    }
    setProblems(refused)
  }

  return (
    <div className="space-y-2">
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Attached photos">
          {value.map((url, index) => (
            <li key={url} className="relative">
              <img
                src={url}
                alt={`Attached ${index + 1} of ${value.length}`}
                className="size-16 rounded-box border border-base-300 object-cover"
              />
              <button
                type="button"
                className="btn btn-circle btn-xs absolute -top-2 -right-2 border-base-300 bg-base-100"
                aria-label={`Remove photo ${index + 1}`}
                onClick={() => {
                  onChange((urls) => urls.filter((_, position) => position !== index))
                  inputRef.current?.focus()
                }}
              >
                <span aria-hidden="true">✕</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {uploading > 0 && (
        <p className="text-xs" role="status">
          <span className="loading loading-spinner loading-xs mr-1" aria-hidden="true" />
          Uploading {uploading} photo{uploading === 1 ? '' : 's'}...
        </p>
      )}
      <label htmlFor={id} className={`btn btn-outline btn-sm ${room <= 0 ? 'btn-disabled' : ''}`}>
        Attach photos ({value.length} of {MAX_MESSAGE_PHOTOS})
      </label>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={ACCEPTED_TYPES.join(',')}
        multiple
        disabled={room <= 0}
        className="sr-only"
        onChange={choose}
      />
      {[...problems, ...(error ? [error] : [])].map((problem) => (
        <p key={problem} className="text-xs text-red-700 dark:text-red-400" role="alert">
          {problem}
        </p>
      ))}
    </div>
  )
}
