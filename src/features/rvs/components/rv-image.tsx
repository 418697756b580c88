import { Photo } from '../../../components/photo'

/** The RV's photo, or a neutral drawing of an RV. */
export function RvImage({ src, alt }: { src: string | null; alt: string }) {
  return (
    <Photo
      src={src}
      alt={alt}
      placeholder={
        <svg viewBox="0 0 160 100" className="size-full text-base-content/25" aria-hidden="true" focusable="false">
          <path d="M0 78h160" stroke="currentColor" strokeWidth="2" />
          <path d="M28 34h78a16 16 0 0 1 16 16v22H28z" fill="currentColor" opacity="0.5" />
          <path d="M122 50h10l8 12v10h-18z" fill="currentColor" opacity="0.35" />
          <path d="M38 42h16v12H38zM62 42h16v12H62zM86 42h14v24H86z" fill="currentColor" opacity="0.6" />
          <circle cx="50" cy="74" r="8" fill="currentColor" />
          <circle cx="112" cy="74" r="8" fill="currentColor" />
        </svg>
      }
    />
  )
}
