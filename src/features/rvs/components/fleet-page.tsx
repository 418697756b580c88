import { useSuspenseQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import type { Rv } from '../../../../worker/modules/rvs/schemas'
import { PageHeader } from '../../../components/page-header'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { NO_FLEET_FILTERS, filterRvs, type FleetFilters } from '../fleet-filter'
import { myRvsQuery } from '../queries'
import { FleetFiltersBar } from './fleet-filters'
import { FleetGrid } from './fleet-grid'
import { FleetStats } from './fleet-stats'
import { RemoveRvDialog } from './remove-rv-dialog'
import { RvFormDialog } from './rv-form-dialog'

type FormState = { open: false } | { open: true; rv: Rv | null }

/** /admin/inventory: the signed-in owner's fleet, with add, edit and remove. */
export function FleetPage() {
  useDocumentTitle('RV Fleet')
  const { data: rvs } = useSuspenseQuery(myRvsQuery())
  const [filters, setFilters] = useState<FleetFilters>(NO_FLEET_FILTERS)
  const [form, setForm] = useState<FormState>({ open: false })
  const [removing, setRemoving] = useState<Rv | null>(null)
  const listHeading = useRef<HTMLHeadingElement>(null)
  const openAdd = () => setForm({ open: true, rv: null })
  const shown = filterRvs(rvs, filters)

  return (
    <>
      <PageHeader
        title="RV Fleet Management"
        subtitle="Manage your RVs, availability and nightly prices"
        actions={
          <button type="button" className="btn btn-primary" onClick={openAdd}>
            Add RV to Fleet
          </button>
        }
      />
      <FleetStats rvs={rvs} />
      <section aria-labelledby="fleet-list-heading" className="mt-6 flex flex-col gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="fleet-list-heading" ref={listHeading} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
            Your RVs
          </h2>
          {rvs.length > 0 && (
            <p role="status" className="text-sm text-base-content/75">
              Showing {shown.length} of {rvs.length}
            </p>
          )}
        </div>
        {rvs.length > 0 && <FleetFiltersBar filters={filters} onChange={setFilters} />}
        <FleetGrid
          rvs={shown}
          fleetSize={rvs.length}
          onAdd={openAdd}
          onClearFilters={() => setFilters(NO_FLEET_FILTERS)}
          onEdit={(rv) => setForm({ open: true, rv })}
          onRemove={setRemoving}
        />
      </section>
      <RvFormDialog open={form.open} rv={form.open ? form.rv : null} onClose={() => setForm({ open: false })} />
      <RemoveRvDialog
        rv={removing}
        onClose={() => setRemoving(null)}
        // The Remove button that opened the dialog is gone with its card; keep focus in the list.
        onRemoved={() => requestAnimationFrame(() => listHeading.current?.focus())}
      />
    </>
  )
}
