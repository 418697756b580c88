import { useSuspenseInfiniteQuery, useSuspenseQuery } from '@tanstack/react-query'
import { ShowMoreButton } from '../../../components/show-more-button'
import { useState } from 'react'
import type { Customer } from '../queries'
import { EmptyState } from '../../../components/empty-state'
import { FormField } from '../../../components/form-field'
import { PageHeader } from '../../../components/page-header'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { useDebouncedValue } from '../../../lib/use-debounced-value'
import { customerListQuery, customerStatsQuery } from '../queries'
import { CustomerCard } from './customer-card'
import { CustomerFormDialog } from './customer-form-dialog'
import { CustomerStats } from './customer-stats'

/** null: no dialog; 'new': adding; a customer: editing them. */
type Editing = null | 'new' | Customer

/** /admin/customers: figures, search and the customer cards (spec §2 'Customer Management'). */
export function CustomersPage() {
  useDocumentTitle('Customers')
  const [search, setSearch] = useState('')
  // The server searches once typing pauses; the cards on screen stay until the answer arrives.
  const q = useDebouncedValue(search.trim())
  const list = useSuspenseInfiniteQuery(customerListQuery(q))
  const { data: stats } = useSuspenseQuery(customerStatsQuery())
  const [editing, setEditing] = useState<Editing>(null)
  const shown = list.data.pages.flatMap((page) => page.items)
  const matching = list.data.pages[0]?.total ?? 0
  const updating = q !== search.trim()
  const addButton = (
    <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
      Add Customer
    </button>
  )

  return (
    <>
      <PageHeader
        title="Customer Management"
        subtitle="Your renters, their contact details and how often they book"
        actions={addButton}
      />
      <CustomerStats stats={stats} />
      <search className="mt-6 max-w-xl">
        <FormField label="Search customers">
          <input
            type="search"
            className="input w-full"
            placeholder="Name, email, phone or tag"
            autoComplete="off"
            maxLength={100}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </FormField>
      </search>
      <section aria-labelledby="customer-list-heading" aria-busy={updating} className="mt-4">
        <h2 id="customer-list-heading" className="mb-3 text-lg font-semibold">
          All Customers ({matching})
        </h2>
        {shown.length > 0 ? (
          <div
            className={`grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3 ${updating ? 'opacity-60 transition-opacity' : ''}`}
          >
            {shown.map((customer) => (
              <CustomerCard key={customer.id} customer={customer} onEdit={setEditing} />
            ))}
          </div>
        ) : stats.total > 0 ? (
          <EmptyState
            title="No customers match your search"
            description="Try part of a name, an email address, a phone number or a tag."
          />
        ) : (
          <EmptyState
            title="No customers yet"
            description="Add your first renter to keep their details in one place."
            action={addButton}
          />
        )}
        <ShowMoreButton list={list} />
      </section>
      <CustomerFormDialog
        open={editing !== null}
        customer={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
    </>
  )
}
