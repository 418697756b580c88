import { useSuspenseQuery } from '@tanstack/react-query'
import { useId, useRef, useState } from 'react'
import { EmptyState } from '../../../components/empty-state'
import { SectionCard } from '../../../components/section-card'
import { useToast } from '../../../components/toast'
import { errorMessage } from '../../../lib/api'
import { marketingAssetsQuery, useUploadAsset, type MarketingAsset } from '../queries'

const kilobytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`

/** 'Upload image': JPEG, PNG or WebP with a progress bar; the grid shows it once stored. */
function UploadAsset() {
  const id = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const upload = useUploadAsset(setProgress)
  const toast = useToast()

  async function start(file: File | undefined) {
    if (!file) return
    setProblem(null)
    setProgress(0)
    try {
      await upload.mutateAsync(file)
      toast({ title: 'Image uploaded', description: file.name, variant: 'success' })
    } catch (failure) {
      setProblem(errorMessage(failure, 'The image could not be uploaded.'))
    } finally {
      setProgress(null)
      // The same file can be chosen again after a failure.
      if (inputRef.current) inputRef.current.value = ''
    }
  }

  return (
    <div className="fieldset py-1">
      <label htmlFor={id} className="fieldset-legend pb-1 pt-0 text-sm">
        Upload image
      </label>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className="file-input w-full sm:max-w-sm"
        aria-describedby={`${id}-hint`}
        aria-invalid={problem ? true : undefined}
        disabled={progress !== null}
        onChange={(event) => void start(event.target.files?.[0])}
      />
      <p id={`${id}-hint`} className="label whitespace-normal text-xs text-base-content/70">
        JPEG, PNG or WebP, up to 5 MB
      </p>
      {progress !== null && (
        <progress
          className="progress progress-primary w-full sm:max-w-sm"
          value={Math.round(progress * 100)}
          max={100}
          aria-label="Upload progress"
        />
      )}
      {problem && (
        <p role="alert" className="label whitespace-normal text-xs text-red-700 dark:text-red-400">
          {problem}
        </p>
      )}
    </div>
  )
}

function AssetTile({ asset, index }: { asset: MarketingAsset; index: number }) {
  const at = new Date(asset.createdAt)
  return (
    <li>
      {/* Not a <figure>: daisyUI lays out a card's figures as centred flex rows. */}
      <div className="overflow-hidden rounded-box border border-base-300 bg-base-200">
        {/* The image's own text names the link: it opens the full-size image. */}
        <a href={asset.url} target="_blank" rel="noreferrer" className="block">
          <img
            src={asset.url}
            alt={`Marketing asset ${index + 1}, uploaded ${at.toLocaleDateString()}`}
            loading="lazy"
            decoding="async"
            className="aspect-[4/3] w-full object-cover"
          />
        </a>
        <p className="px-2 py-1 text-xs text-base-content/75">
          <time dateTime={asset.createdAt}>{at.toLocaleDateString()}</time> · {kilobytes(asset.size)}
        </p>
      </div>
    </li>
  )
}

/** The owner's images for campaigns: the newest first, and uploading another. */
export function MarketingAssets() {
  const { data } = useSuspenseQuery(marketingAssetsQuery())
  return (
    <SectionCard title="Marketing Assets">
      <UploadAsset />
      {data.items.length > 0 ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6">
          {data.items.map((asset, index) => (
            <AssetTile key={asset.url} asset={asset} index={index} />
          ))}
        </ul>
      ) : (
        <EmptyState title="No marketing assets yet — upload images for your campaigns" />
      )}
    </SectionCard>
  )
}
