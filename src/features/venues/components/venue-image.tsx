import { Photo } from '../../../components/photo'

/** The venue's photo, or a decorative campsite drawing. */
export function VenueImage({ src, alt }: { src: string | null; alt: string }) {
  return (
    <Photo
      src={src}
      alt={alt}
      placeholder={
        <svg viewBox="0 0 160 100" className="size-full text-base-content/25" aria-hidden="true" focusable="false">
          <path d="M0 82h160" stroke="currentColor" strokeWidth="2" />
          <path d="M18 82l22-40 22 40zM46 82l18-30 18 30z" fill="currentColor" opacity="0.55" />
          <path d="M98 82l14-24 14 24z" fill="currentColor" opacity="0.8" />
          <circle cx="128" cy="28" r="9" fill="currentColor" opacity="0.4" />
        </svg>
      }
    />
  )
}
