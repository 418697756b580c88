const sizeClass = { xs: 'loading-xs', sm: 'loading-sm', md: 'loading-md', lg: 'loading-lg' } as const

interface SpinnerProps {
  /** What is loading; read by screen readers, and shown beside the spinner when `showLabel` is set. */
  label?: string
  showLabel?: boolean
  size?: keyof typeof sizeClass
  className?: string
}

/** Loading indicator announced politely (role="status"). */
export function Spinner({ label = 'Loading...', showLabel = false, size = 'md', className = '' }: SpinnerProps) {
  return (
    <span role="status" className={`inline-flex items-center gap-2 ${className}`}>
      <span className={`loading loading-spinner ${sizeClass[size]}`} aria-hidden="true" />
      <span className={showLabel ? 'text-sm text-base-content/80' : 'sr-only'}>{label}</span>
    </span>
  )
}
