import { useSuspenseInfiniteQuery, useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { ShowMoreButton } from '../../../components/show-more-button'
import { useDeferredValue, useRef, useState } from 'react'
import type { Rv } from '../queries'
import { PageHeader } from '../../../components/page-header'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { NO_FLEET_FILTERS, type FleetFilters } from '../fleet-filter'
import { fleetStatsQuery, myRvListQuery } from '../queries'
import { useDebouncedValue } from '../../../lib/use-debounced-value'
import { FleetFiltersBar } from './fleet-filters'
import { FleetGrid } from './fleet-grid'
import { FleetStats } from './fleet-stats'
import { RemoveRvDialog } from './remove-rv-dialog'
import type { RvDetailTabs } from './rv-details-dialog'
import { RvFormDialog } from './rv-form-dialog'

type FormState = { open: false } | { open: true; rv: Rv | null }

const route = getRouteApi('/admin/inventory')

/** /admin/inventory: the signed-in owner's fleet, with add, edit and remove; each RV's details show `detailTabs`. */
export function FleetPage({ detailTabs }: { detailTabs: RvDetailTabs }) {
  useDocumentTitle('RV Fleet')
  const [filters, setFilters] = useState<FleetFilters>(NO_FLEET_FILTERS)
  // The server filters: the search once typing pauses, the selects at once; both keep the
  // current cards on screen while the next list loads.
  const q = useDebouncedValue(filters.search.trim())
  const type = useDeferredValue(filters.type)
  const availability = useDeferredValue(filters.availability)
  const list = useSuspenseInfiniteQuery(myRvListQuery({ q, type, availability }))
  const { data: stats } = useSuspenseQuery(fleetStatsQuery())
  // ?create=true (the dashboard's 'Add RV to Fleet') opens 'Add New RV' as the page loads.
  const { create } = route.useSearch()
  const navigate = route.useNavigate()
  const [form, setForm] = useState<FormState>(create ? { open: true, rv: null } : { open: false })
  const closeForm = () => {
    setForm({ open: false })
    if (create) void navigate({ search: {}, replace: true })
  }
  const [removing, setRemoving] = useState<Rv | null>(null)
  const listHeading = useRef<HTMLHeadingElement>(null)
  const openAdd = () => setForm({ open: true, rv: null })
  const shown = list.data.pages.flatMap((page) => page.items)
  const matching = list.data.pages[0]?.total ?? 0
  const updating = q !== filters.search.trim() || type !== filters.type || availability !== filters.availability

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
      <FleetStats stats={stats} />
      <section aria-labelledby="fleet-list-heading" aria-busy={updating} className="mt-6 flex flex-col gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2
            id="fleet-list-heading"
            ref={listHeading}
            tabIndex={-1}
            className="text-lg font-semibold focus:outline-none"
          >
            Your RVs
          </h2>
          {stats.total > 0 && (
            <p role="status" className="text-sm text-base-content/75">
              Showing {matching} of {stats.total}
            </p>
          )}
        </div>
        {stats.total > 0 && <FleetFiltersBar filters={filters} onChange={setFilters} />}
        <div className={updating ? 'opacity-60 transition-opacity' : undefined}>
          <FleetGrid
            rvs={shown}
            fleetSize={stats.total}
            onAdd={openAdd}
            onClearFilters={() => setFilters(NO_FLEET_FILTERS)}
            onEdit={(rv) => setForm({ open: true, rv })}
            onRemove={setRemoving}
            detailTabs={detailTabs}
          />
        </div>
        <ShowMoreButton list={list} />
      </section>
      <RvFormDialog open={form.open} rv={form.open ? form.rv : null} onClose={closeForm} />
      <RemoveRvDialog
        rv={removing}
        onClose={() => setRemoving(null)}
        // The Remove button that opened the dialog is gone with its card; keep focus in the list.
        onRemoved={() => requestAnimationFrame(() => listHeading.current?.focus())}
      />
    </>
  )
}
