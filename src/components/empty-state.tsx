import type { ReactNode } from 'react'

interface EmptyStateProps {
  title: string
  description?: string
  /** A decorative icon (mark it aria-hidden). */
  icon?: ReactNode
  /** A button or link offering the next step. */
  action?: ReactNode
  /** Heading level of the title, so it fits the page outline. */
  headingLevel?: 2 | 3 | 4
  className?: string
}

/** Shown in place of a list with nothing in it ('No bookings found', …). */
export function EmptyState({ title, description, icon, action, headingLevel = 3, className = '' }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const
  return (
    <div
      className={`flex flex-col items-center gap-3 rounded-box border border-dashed border-base-300 px-6 py-10 text-center ${className}`}
    >
      {icon && (
        <div className="grid size-12 place-items-center rounded-full bg-base-200 text-base-content/70 [&>svg]:size-6">
          {icon}
        </div>
      )}
      <Heading className="text-base font-semibold">{title}</Heading>
      {description && <p className="max-w-md text-sm text-base-content/75">{description}</p>}
      {action && <div className="mt-1">{action}</div>}
    </div>
  )
}
