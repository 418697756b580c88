import type { ReactNode } from 'react'

interface StatTileProps {
  label: string
  value: ReactNode
  caption?: ReactNode
  /** A decorative icon (mark it aria-hidden). */
  icon?: ReactNode
  className?: string
}

/** One figure in a daisyUI stat box, e.g. <StatTile label="Open Issues" value={4} caption="2 urgent" />. */
export function StatTile({ label, value, caption, icon, className = '' }: StatTileProps) {
  return (
    <div className={`stats border border-base-300 bg-base-100 shadow-sm ${className}`}>
      <div className="stat">
        {icon && <div className="stat-figure text-primary [&>svg]:size-8">{icon}</div>}
        {/* daisyUI's default 60% grey falls short of WCAG AA contrast; 75% passes. */}
        <div className="stat-title text-sm whitespace-normal text-base-content/75">{label}</div>
        <div className="stat-value text-2xl sm:text-3xl">{value}</div>
        {caption && <div className="stat-desc whitespace-normal text-base-content/75">{caption}</div>}
      </div>
    </div>
  )
}
