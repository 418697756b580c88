import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react'
import { errorMessage } from '../../../lib/api'

const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp']
const MAX_BYTES = 5 * 1024 * 1024

interface PhotoListFieldProps {
  /** The stored photos' addresses, in order. */
  value: string[]
  /** Receives an update rather than a list, so uploads finishing together each add their photo. */
  onChange: (update: (urls: string[]) => string[]) => void
  /** Stores one file and answers its address; `onProgress` hears 0..1. */
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<string>
  max: number
  /** The form's error for the list (from the schema or the server). */
  error?: string
  /** True while any file is still going up, so the form waits for it before saving. */
  onBusyChange?: (busy: boolean) => void
}

interface Upload {
  key: number
  name: string
  progress: number
}

/** Several photos: each file uploads on its own with a progress bar, then shows as a thumbnail that can be removed. */
export function PhotoListField({ value, onChange, upload, max, error, onBusyChange }: PhotoListFieldProps) {
  const id = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const nextKey = useRef(0)
  const [uploads, setUploads] = useState<Upload[]>([])
  const [problems, setProblems] = useState<string[]>([])
  const room = max - value.length - uploads.length
  const busy = uploads.length > 0

  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange])

  function start(file: File) {
    const key = nextKey.current++
    const setProgress = (progress: number) =>
      setUploads((current) => current.map((item) => (item.key === key ? { ...item, progress } : item)))
    setUploads((current) => [...current, { key, name: file.name, progress: 0 }])
    upload(file, setProgress)
      .then((url) => onChange((urls) => [...urls, url]))
      .catch((failure: unknown) =>
        setProblems((current) => [...current, `${file.name}: ${errorMessage(failure, 'it could not be uploaded.')}`]),
      )
      .finally(() => setUploads((current) => current.filter((item) => item.key !== key)))
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])]
    // Cleared so choosing the same file again (after removing it) still counts as a choice.
    event.target.value = ''
    const refused: string[] = []
    let accepted = 0
    for (const file of files) {
      if (!ACCEPTED_TYPES.includes(file.type)) refused.push(`${file.name}: choose a JPEG, PNG or WebP image.`)
      else if (file.size > MAX_BYTES) refused.push(`${file.name}: images must be 5 MB or smaller.`)
      else if (accepted >= room) refused.push(`${file.name}: at most ${max} photos can be attached.`)
      else {
        accepted++
        start(file)
      }
    }
    setProblems(refused)
  }

  function remove(index: number) {
    onChange((urls) => urls.filter((_, position) => position !== index))
    // The removed button takes focus with it; the keyboard carries on from the file picker.
    inputRef.current?.focus()
  }

  const full = room <= 0
  return (
    <fieldset className="fieldset py-1" aria-describedby={`${id}-hint`}>
      <legend className="fieldset-legend pb-1 pt-0 text-sm">
        Photos ({value.length} of {max})
      </legend>
      {value.length > 0 && (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6">
          {value.map((url, index) => (
            <li key={url} className="relative">
              <img
                src={url}
                alt={`Attached ${index + 1} of ${value.length}`}
                className="aspect-square w-full rounded-box border border-base-300 object-cover"
              />
              <button
                type="button"
                className="btn btn-circle btn-xs absolute top-1 right-1 border-base-300 bg-base-100/90"
                aria-label={`Remove photo ${index + 1}`}
                onClick={() => remove(index)}
              >
                <span aria-hidden="true">✕</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {uploads.length > 0 && (
        <ul className="space-y-1" aria-label="Uploading">
          {uploads.map((item) => (
            <li key={item.key} className="text-xs">
              <span className="block truncate">{item.name}</span>
              <progress
                className="progress progress-primary w-full"
                value={Math.round(item.progress * 100)}
                max={100}
                aria-label={`Uploading ${item.name}`}
              />
            </li>
          ))}
        </ul>
      )}
      <label htmlFor={`${id}-file`} className="text-sm">
        Add photos
      </label>
      <input
        ref={inputRef}
        id={`${id}-file`}
        type="file"
        multiple
        accept={ACCEPTED_TYPES.join(',')}
        className="file-input w-full"
        aria-describedby={`${id}-hint`}
        aria-invalid={error ? true : undefined}
        onChange={choose}
      />
      <p id={`${id}-hint`} className="label whitespace-normal text-xs text-base-content/70">
        {full
          ? `${max} photos is the most a report can hold.`
          : `JPEG, PNG or WebP, up to 5 MB each; up to ${max} photos.`}
      </p>
      {(problems.length > 0 || error) && (
        <ul role="alert" className="space-y-0.5 text-xs text-red-700 dark:text-red-400">
          {error && <li>{error}</li>}
          {problems.map((problem, index) => (
            <li key={`${index}-${problem}`}>{problem}</li>
          ))}
        </ul>
      )}
    </fieldset>
  )
}
