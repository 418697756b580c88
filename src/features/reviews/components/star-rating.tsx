import { useId } from 'react'

const STARS = [1, 2, 3, 4, 5] as const

interface StarRatingProps {
  label: string
  /** 0 until the person picks one. */
  value: number
  onChange: (value: number) => void
  error?: string
}

/**
 * A 1-5 rating as native radio buttons, visually hidden, each in a label drawn as a ★ glyph (no
 * mask CSS): Tab reaches the group, the arrow keys move between stars, and each star is named
 * ('3 of 5 stars'); the focused star's label shows the ring. The group is named by its legend.
 */
export function StarRating({ label, value, onChange, error }: StarRatingProps) {
  const name = useId()
  const errorId = `${name}-error`
  return (
    <fieldset className="fieldset py-1" aria-describedby={error ? errorId : undefined}>
      <legend className="fieldset-legend pb-1 pt-0 text-sm">{label}</legend>
      <div className="flex items-center gap-3">
        <div className="flex text-2xl">
          {STARS.map((star) => (
            <label
              key={star}
              className="relative cursor-pointer rounded-field px-1 outline-offset-2 has-focus-visible:outline-2 has-focus-visible:outline-primary"
            >
              <input
                type="radio"
                name={name}
                value={star}
                className="sr-only"
                aria-label={`${star} of 5 stars`}
                aria-invalid={error && star === 1 ? true : undefined}
                checked={value === star}
                onChange={() => onChange(star)}
              />
              <span aria-hidden="true" className={star <= value ? 'text-warning' : 'text-base-content/25'}>
                ★
              </span>
            </label>
          ))}
        </div>
        <span className="text-sm text-base-content/75" aria-hidden="true">
          {value ? `${value} / 5` : 'Not rated'}
        </span>
      </div>
      {error && (
        <p id={errorId} className="label whitespace-normal text-xs text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  )
}

/** A rating shown, not asked: stars for the eye, words for a screen reader. */
export function Stars({ value, label }: { value: number; label?: string }) {
  const whole = Math.round(value)
  return (
    <span className="inline-flex items-center gap-1">
      <span aria-hidden="true" className="tracking-tight text-warning">
        {'★'.repeat(whole)}
        <span className="text-base-content/25">{'★'.repeat(5 - whole)}</span>
      </span>
      <span className="sr-only">
        {label ? `${label}: ` : ''}
        {value} out of 5
      </span>
    </span>
  )
}
