import { useState } from 'react'

/**
 * The venue's photo at a fixed 16:10 ratio (so the grid does not jump while photos load), or a
 * decorative campsite drawing when there is none or it fails to load; the card heading names it.
 */
export function VenueImage({ src, alt }: { src: string | null; alt: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const showPhoto = src !== null && src !== failedSrc
  return (
    <figure className="aspect-[16/10] w-full overflow-hidden bg-base-200">
      {showPhoto ? (
        <img src={src} alt={alt} loading="lazy" decoding="async" width={640} height={400} className="size-full object-cover" onError={() => setFailedSrc(src)} />
      ) : (
        <svg viewBox="0 0 160 100" className="size-full text-base-content/25" aria-hidden="true" focusable="false">
          <path d="M0 82h160" stroke="currentColor" strokeWidth="2" />
          <path d="M18 82l22-40 22 40zM46 82l18-30 18 30z" fill="currentColor" opacity="0.55" />
          <path d="M98 82l14-24 14 24z" fill="currentColor" opacity="0.8" />
          <circle cx="128" cy="28" r="9" fill="currentColor" opacity="0.4" />
        </svg>
      )}
    </figure>
  )
}
