import { useState, type ReactNode } from 'react'

/**
 * A photo at a fixed 16:10 ratio (so a grid does not jump while photos load), or the given
 * decorative drawing when there is no photo or it fails to load; the card's heading names it.
 */
export function Photo({ src, alt, placeholder }: { src: string | null; alt: string; placeholder: ReactNode }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const showPhoto = src !== null && src !== failedSrc
  return (
    <figure className="aspect-[16/10] w-full overflow-hidden bg-base-200">
      {showPhoto ? (
        <img
          src={src}
          alt={alt}
          loading="lazy"
          decoding="async"
          width={640}
          height={400}
          className="size-full object-cover"
          onError={() => setFailedSrc(src)}
        />
      ) : (
        placeholder
      )}
    </figure>
  )
}
