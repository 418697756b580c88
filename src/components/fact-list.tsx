/** Label–value pairs side by side, as a description list (a booking's or an issue's facts). */
export function FactList({ facts, className = '' }: { facts: readonly [string, string][]; className?: string }) {
  return (
    <dl className={`grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm ${className}`}>
      {facts.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-base-content/70">{label}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
