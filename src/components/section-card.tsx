import { useId, type ReactNode } from 'react'

interface SectionCardProps {
  title: string
  /** A link or controls beside the title, e.g. 'View All'. */
  action?: ReactNode
  className?: string
  children: ReactNode
}

/** A titled card section, named by its heading for screen readers. */
export function SectionCard({ title, action, className = '', children }: SectionCardProps) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={`card border border-base-300 bg-base-100 ${className}`}>
      <div className="card-body gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={headingId} className="card-title">
            {title}
          </h2>
          {action}
        </div>
        {children}
      </div>
    </section>
  )
}
