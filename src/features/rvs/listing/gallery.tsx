import type { RvPhoto } from '../../../../worker/modules/rvs/schemas'
import { RvImage } from '../components/rv-image'

const srcSet = (photo: RvPhoto) => photo.variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ')
/** The mid size where there is one: what a phone's screen needs, and the src of a browser without srcset. */
const fallbackSrc = (photo: RvPhoto) => photo.variants[Math.min(1, photo.variants.length - 1)]?.url ?? photo.url

/** The cover's width on screen: the page's whole width on a phone, its left column on a desktop. */
const COVER_SIZES = '(min-width: 1152px) 720px, (min-width: 1024px) 62vw, 100vw'

/**
 * The listing's photos in the owner's order. The cover is the page's largest paint: loaded at once
 * with high priority in the size the screen needs, and decoded with the page's first paint (no
 * async decoding to wait a frame for); the others load as they scroll into view.
 */
export function Gallery({ photos, name }: { photos: RvPhoto[]; name: string }) {
  const [cover, ...others] = photos
  if (!cover)
    return (
      <div className="overflow-hidden rounded-box">
        <RvImage src={null} alt={name} />
      </div>
    )
  return (
    <section aria-label={`Photos of ${name}`}>
      <figure className="aspect-[16/10] w-full overflow-hidden rounded-box bg-base-200">
        <img
          src={fallbackSrc(cover)}
          srcSet={srcSet(cover)}
          sizes={COVER_SIZES}
          alt={cover.alt ?? name}
          width={1600}
          height={1000}
          loading="eager"
          fetchPriority="high"
          className="size-full object-cover"
        />
      </figure>
      {others.length > 0 && (
        <ul
          className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4"
          aria-label={`${others.length} more ${others.length === 1 ? 'photo' : 'photos'}`}
        >
          {others.map((photo, index) => (
            <li key={photo.id}>
              <img
                src={photo.variants[0]?.url ?? photo.url}
                srcSet={srcSet(photo)}
                sizes="(min-width: 1024px) 180px, (min-width: 640px) 25vw, 50vw"
                alt={photo.alt ?? `${name}, photo ${index + 2}`}
                width={480}
                height={300}
                loading="lazy"
                decoding="async"
                className="aspect-[16/10] w-full rounded-box object-cover"
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
