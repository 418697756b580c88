import { useId } from 'react'

/** An issue's photos as thumbnails; each opens full size in a new tab (the browser's own viewer zooms on a phone). */
export function IssuePhotos({ urls }: { urls: string[] }) {
  const headingId = useId()
  if (urls.length === 0) return null
  return (
    <section aria-labelledby={headingId} className="mt-5">
      <h3 id={headingId} className="text-sm font-semibold">
        Photos ({urls.length})
      </h3>
      <ul className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4">
        {urls.map((url, index) => (
          <li key={url}>
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Photo ${index + 1} of ${urls.length}, full size, opens in a new tab`}
              className="block rounded-box outline-offset-2 focus-visible:outline-2 focus-visible:outline-primary"
            >
              <img
                src={url}
                alt=""
                loading="lazy"
                className="aspect-square w-full rounded-box border border-base-300 object-cover"
              />
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
