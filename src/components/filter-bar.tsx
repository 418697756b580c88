import type { ReactNode } from 'react'
import { FormField } from './form-field'

interface FilterBarProps {
  /** The search box: its label, what it searches (placeholder) and its text. */
  search: {
    label: string
    placeholder: string
    value: string
    onChange: (text: string) => void
    /** The server's bound on the search text, so the box stops where the server would refuse. */
    maxLength?: number
    className?: string
  }
  /** The grid the box and the filters sit in, laid out per page. */
  className: string
  /** The filters beside the box (each an EnumSelect in a FormField), and any action. */
  children: ReactNode
}

/** A list page's search landmark: the search box first, then its filters; the server applies them. */
export function FilterBar({ search, className, children }: FilterBarProps) {
  return (
    <search className={className}>
      <FormField label={search.label} className={search.className}>
        <input
          type="search"
          className="input w-full"
          placeholder={search.placeholder}
          maxLength={search.maxLength}
          autoComplete="off"
          value={search.value}
          onChange={(event) => search.onChange(event.target.value)}
        />
      </FormField>
      {children}
    </search>
  )
}
