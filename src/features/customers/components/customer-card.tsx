import { useId } from 'react'
import type { Customer } from '../queries'
import { customerInitials, customerName, customerPlace, shortCustomerId } from '../../../lib/customer-display'
import { displayDate } from '../../../lib/format'

interface CustomerCardProps {
  customer: Customer
  onEdit: (customer: Customer) => void
}

/** One customer: contact links a phone can act on, where they live, their tags, and since when. */
export function CustomerCard({ customer, onEdit }: CustomerCardProps) {
  const headingId = useId()
  const name = customerName(customer)
  const place = customerPlace(customer)
  return (
    <article aria-labelledby={headingId} className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-3 p-4 sm:p-5">
        <div className="flex items-center gap-3">
          <div className="avatar avatar-placeholder" aria-hidden="true">
            <div className="w-12 rounded-full bg-primary text-primary-content">
              <span className="text-lg font-semibold">{customerInitials(customer)}</span>
            </div>
          </div>
          <div className="min-w-0">
            <h3 id={headingId} className="truncate text-lg font-semibold" title={name}>
              {name}
            </h3>
            <p className="text-xs text-base-content/75">ID: {shortCustomerId(customer.id)}</p>
          </div>
        </div>
        <ul className="space-y-1 text-sm">
          <li>
            <a
              className="link link-hover inline-block max-w-full truncate py-0.5 align-top"
              title={customer.email}
              href={`mailto:${customer.email}`}
            >
              {customer.email}
            </a>
          </li>
          {customer.phone && (
            <li>
              <a className="link link-hover inline-block py-0.5" href={`tel:${customer.phone.replace(/[^\d+]/g, '')}`}>
                {customer.phone}
              </a>
            </li>
          )}
          {place && <li className="text-base-content/75">{place}</li>}
        </ul>
        {(customer.unsubscribed || customer.tags.length > 0) && (
          <div className="flex flex-wrap gap-1.5">
            {customer.unsubscribed && (
              <span
                className="badge badge-warning badge-sm"
                title="Unsubscribed from marketing emails; campaigns skip them"
              >
                Unsubscribed
              </span>
            )}
            {customer.tags.length > 0 && (
              <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
                {customer.tags.map((tag) => (
                  <li key={tag} className="badge badge-outline badge-sm">
                    {tag}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        <div className="mt-auto flex items-center justify-between gap-2 pt-1">
          <p className="text-xs text-base-content/75">Customer since {displayDate(customer.createdAt)}</p>
          <button type="button" className="btn btn-outline btn-sm" onClick={() => onEdit(customer)}>
            Edit<span className="sr-only"> {name}</span>
          </button>
        </div>
      </div>
    </article>
  )
}
