import type { ComponentProps } from 'react'
import { useHydrated } from '../lib/use-hydrated'

/**
 * A form on a prerendered page: it takes input only once React runs it. Before that, a submit
 * would be the browser's own (its fields, a password too, in the address) and typed text would be
 * lost to the form's state, so the controls stay disabled for the moment the page hydrates.
 */
export function HydratedForm({ children, ...props }: ComponentProps<'form'>) {
  const hydrated = useHydrated()
  return (
    <form {...props}>
      <fieldset disabled={!hydrated} className="contents">
        {children}
      </fieldset>
    </form>
  )
}
