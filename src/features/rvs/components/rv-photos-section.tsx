import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState } from 'react'
import { MAX_PHOTOS_PER_RV } from '../../../../worker/modules/rvs/schemas'
import { errorMessage } from '../../../lib/api'
import { client } from '../../../lib/api'
import { uploadFile, type UploadedImage } from '../../../lib/upload-file'
import { rvPhotosQuery, useRvPhotoChanges } from '../listing/queries'
import { photoSizes } from '../photo-sizes'

/**
 * The Edit RV form's Photos: add several (each resized in the browser to the listing's widths and
 * uploaded), put them in order with Move up / Move down (the first is the cover), describe each
 * for people who cannot see it, remove one. Each change is saved at once, apart from the form.
 */
export function RvPhotosSection({ rvId, rvName }: { rvId: string; rvName: string }) {
  const id = useId()
  const photos = useQuery(rvPhotosQuery(rvId))
  const { add, reorder, describe, remove } = useRvPhotoChanges(rvId)
  const [status, setStatus] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  // After a move the moved photo's button keeps the focus (once the list in its new order is shown),
  // so the keyboard can move it again.
  const focusAfterMove = useRef<string | null>(null)
  const listRef = useRef<HTMLOListElement>(null)
  const list = photos.data ?? []
  const room = MAX_PHOTOS_PER_RV - list.length

  // The buttons are disabled while the move is saved, and a disabled button takes no focus: wait for both
  // the new order and the end of the save, whichever comes last.
  useEffect(() => {
    const key = focusAfterMove.current
    if (!key || reorder.isPending) return
    const button = listRef.current?.querySelector<HTMLButtonElement>(`[data-focus-key="${key}"]`)
    if (!button || button.disabled) return
    button.focus()
    focusAfterMove.current = null
  }, [photos.data, reorder.isPending])

  async function addPhotos(files: File[]) {
    if (files.length === 0) return
    setError(null)
    setBusy(true)
    try {
      const chosen = files.slice(0, Math.max(room, 0))
      if (chosen.length < files.length)
        setError(`An RV has at most ${MAX_PHOTOS_PER_RV} photos: only the first ${chosen.length} were added.`)
      for (const [index, file] of chosen.entries()) {
        setStatus(`Uploading photo ${index + 1} of ${chosen.length}...`)
        const sizes = await photoSizes(file)
        const variants = []
        for (const size of sizes) {
          const stored = await uploadFile<UploadedImage>(client.uploads.$path(), size.file)
          variants.push({ width: size.width, url: stored.url })
        }
        await add.mutateAsync({ variants, alt: null })
      }
      setStatus(`${chosen.length === 1 ? 'Photo' : `${chosen.length} photos`} added.`)
    } catch (failure) {
      setStatus(null)
      setError(errorMessage(failure, 'The photo could not be added. Please try again.'))
    } finally {
      setBusy(false)
    }
  }

  async function move(photoId: string, by: -1 | 1, direction: 'up' | 'down') {
    const ids = list.map((photo) => photo.id)
    const from = ids.indexOf(photoId)
    const to = from + by
    if (from < 0 || to < 0 || to >= ids.length) return
    ids.splice(to, 0, ...ids.splice(from, 1))
    setError(null)
    const edge = (direction === 'up' && to === 0) || (direction === 'down' && to === ids.length - 1)
    // At the top (or bottom) the button just used is gone: the other one takes the focus.
    focusAfterMove.current = `${photoId}-${edge ? (direction === 'up' ? 'down' : 'up') : direction}`
    try {
      await reorder.mutateAsync(ids)
      setStatus(`Photo moved to position ${to + 1} of ${ids.length}.`)
    } catch (failure) {
      focusAfterMove.current = null
      setError(errorMessage(failure, 'The photos could not be reordered. Please try again.'))
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-4 border-t border-base-300 pt-4">
      <h3 id={`${id}-heading`} className="font-semibold">
        Photos
      </h3>
      <p id={`${id}-hint`} className="text-xs text-base-content/75">
        Up to {MAX_PHOTOS_PER_RV} photos (JPEG, PNG or WebP, up to 5 MB each); the first is the cover. Saved as you add
        them.
      </p>
      <label htmlFor={`${id}-file`} className="fieldset-legend pb-1 text-sm">
        Add photos
      </label>
      <input
        id={`${id}-file`}
        type="file"
        multiple
        accept="image/jpeg,image/png,image/webp"
        className="file-input w-full"
        aria-describedby={`${id}-hint`}
        disabled={busy || room <= 0}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])]
          event.target.value = ''
          void addPhotos(files)
        }}
      />
      <p role="status" className="mt-1 text-sm">
        {status}
      </p>
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      {photos.isPending ? (
        <p className="text-sm text-base-content/75">Loading photos...</p>
      ) : photos.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          The photos could not be loaded.
        </p>
      ) : list.length === 0 ? (
        <p className="text-sm text-base-content/75">No photos yet: renters see a drawing of an RV.</p>
      ) : (
        <ol ref={listRef} className="mt-2 space-y-3" aria-label={`Photos of ${rvName}, in order`}>
          {list.map((photo, index) => {
            const label = `photo ${index + 1}`
            return (
              <li key={photo.id} className="flex flex-wrap items-start gap-3 rounded-box border border-base-300 p-2">
                <img
                  src={photo.variants[0]?.url ?? photo.url}
                  alt={photo.alt ?? ''}
                  width={128}
                  height={64}
                  className="h-16 w-32 rounded object-cover"
                />
                <div className="min-w-40 flex-1">
                  <label className="text-sm" htmlFor={`${id}-alt-${photo.id}`}>
                    Alt text for {label}
                    {index === 0 ? ' (cover)' : ''}
                  </label>
                  <input
                    id={`${id}-alt-${photo.id}`}
                    className="input input-sm w-full"
                    maxLength={200}
                    placeholder="What the photo shows"
                    defaultValue={photo.alt ?? ''}
                    onBlur={(event) => {
                      const alt = event.target.value.trim()
                      if (alt !== (photo.alt ?? ''))
                        describe.mutate(
                          { photoId: photo.id, alt },
                          { onError: (failure) => setError(errorMessage(failure, 'The alt text was not saved.')) },
                        )
                    }}
                  />
                </div>
                <div className="flex gap-1">
                  {index > 0 && (
                    <button
                      type="button"
                      className="btn btn-ghost btn-sm"
                      data-focus-key={`${photo.id}-up`}
                      aria-label={`Move ${label} up`}
                      disabled={reorder.isPending}
                      onClick={() => void move(photo.id, -1, 'up')}
                    >
                      Up
                    </button>
                  )}
                  {index < list.length - 1 && (
                    <button
                      type="button"
                      className="btn btn-ghost btn-sm"
                      data-focus-key={`${photo.id}-down`}
                      aria-label={`Move ${label} down`}
                      disabled={reorder.isPending}
                      onClick={() => void move(photo.id, 1, 'down')}
                    >
                      Down
                    </button>
                  )}
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm text-error"
                    aria-label={`Remove ${label}`}
                    disabled={remove.isPending}
                    onClick={() =>
                      remove.mutate(photo.id, {
                        onSuccess: () => setStatus(`Photo ${index + 1} removed.`),
                        onError: (failure) => setError(errorMessage(failure, 'The photo could not be removed.')),
                      })
                    }
                  >
                    Remove
                  </button>
                </div>
              </li>
            )
          })}
        </ol>
      )}
    </section>
  )
}
