import { useInfiniteQuery, useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { ShowMoreButton } from '../../../components/show-more-button'
import { useDeferredValue, useState } from 'react'
import { bookingStatusLabel } from '../../../../worker/modules/bookings/rules/transitions'
import { EmptyState } from '../../../components/empty-state'
import { EnumSelect } from '../../../components/enum-select'
import { FilterBar } from '../../../components/filter-bar'
import { FormField } from '../../../components/form-field'
import { PageHeader } from '../../../components/page-header'
import { StatTile } from '../../../components/stat-tile'
import { localDate } from '../../../lib/local-date'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { errorMessage } from '../../../lib/api'
import { useToast } from '../../../components/toast'
import { toBookingRow, type BookingRow } from '../booking-display'
import { statusFilterOptions, type StatusFilter } from '../booking-filter'
import { downloadCsv } from '../../../lib/csv'
import { bookingsCsv } from '../bookings-csv'
import { FleetCalendar } from '../calendar/fleet-calendar'
import { bookingStatsQuery, bookingsQuery, useExportBookings } from '../queries'
import { BookingDetailsDialog } from './booking-details-dialog'
import { BookingFormDialog } from './booking-form-dialog'
import { BookingList } from './booking-list'

const route = getRouteApi('/admin/bookings')

/** /admin/bookings (spec §2 'Bookings Management'): tiles, search, filter, the list, the fleet calendar. */
export function BookingsPage() {
  useDocumentTitle('Bookings')
  const { data: counts } = useSuspenseQuery(bookingStatsQuery())
  const [search, setSearch] = useState('')
  const [status, setStatus] = useState<StatusFilter>('all')
  // ?create=true (the dashboard's 'New Booking') opens 'Create New Booking' as the page loads.
  const { create } = route.useSearch()
  const navigate = route.useNavigate()
  const [creating, setCreating] = useState(create === true)
  const closeCreate = () => {
    setCreating(false)
    if (create) void navigate({ search: {}, replace: true })
  }
  const [opened, setOpened] = useState<BookingRow | null>(null)
  const deferredSearch = useDeferredValue(search.trim())
  const filter = { ...(status === 'all' ? {} : { status }), ...(deferredSearch ? { q: deferredSearch } : {}) }
  const list = useInfiniteQuery(bookingsQuery(filter))
  const exporter = useExportBookings()
  const toast = useToast()

  const rows = list.data?.pages.flatMap((page) => page.items.map(toBookingRow)) ?? []
  const matching = list.data?.pages[0]?.total ?? 0
  const filtering = deferredSearch !== '' || status !== 'all'
  // The open booking as the list now has it (after a payment or a move), else as it was opened.
  const openedNow = opened && (rows.find((row) => row.booking.id === opened.booking.id) ?? opened)

  async function exportCsv() {
    try {
      const all = await exporter.mutateAsync(filter)
      downloadCsv(`bookings-${localDate()}.csv`, bookingsCsv(all.map(toBookingRow)))
    } catch (error) {
      toast({ title: 'Export failed', description: errorMessage(error), variant: 'destructive' })
    }
  }
  const newButton = (
    <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
      New Booking
    </button>
  )

  return (
    <>
      <PageHeader
        title="Bookings Management"
        subtitle="Manage all RV reservations and customer bookings"
        actions={newButton}
      />
      <section aria-label="Booking figures" className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-5">
        <StatTile label="Total" value={counts.total} caption="All bookings" />
        <StatTile label="Pending" value={counts.pending} caption="Waiting to be confirmed" />
        <StatTile label="Confirmed" value={counts.confirmed} caption="Ready for pickup" />
        <StatTile label="Active" value={counts.active} caption="On the road now" />
        <StatTile label="Completed" value={counts.completed} caption="Trips finished" />
      </section>
      <FilterBar
        className="mt-6 grid grid-cols-1 gap-x-4 sm:grid-cols-[1fr_14rem_auto] sm:items-end"
        search={{
          label: 'Search bookings',
          placeholder: 'Search bookings by ID...',
          value: search,
          onChange: setSearch,
        }}
      >
        <FormField label="Status">
          <EnumSelect
            values={statusFilterOptions}
            labels={(option) => (option === 'all' ? 'All Statuses' : bookingStatusLabel(option))}
            value={status}
            onChange={setStatus}
          />
        </FormField>
        <button
          type="button"
          className="btn btn-outline mb-1"
          disabled={matching === 0 || exporter.isPending}
          onClick={() => void exportCsv()}
        >
          {exporter.isPending ? 'Exporting...' : 'Export CSV'}
        </button>
      </FilterBar>
      <section aria-labelledby="booking-list-heading" className="mt-4">
        <h2 id="booking-list-heading" className="mb-3 text-lg font-semibold">
          All Bookings ({matching})
        </h2>
        {list.isPending ? (
          <p role="status">Loading bookings...</p>
        ) : list.error ? (
          <p role="alert" className="alert alert-error">
            {errorMessage(list.error, 'The bookings could not be loaded.')}
          </p>
        ) : rows.length > 0 ? (
          <>
            <BookingList rows={rows} onOpen={setOpened} />
            <ShowMoreButton list={list} label="Show more bookings" />
          </>
        ) : filtering && counts.total > 0 ? (
          <EmptyState
            title="No bookings match your filters"
            description="Try another part of the booking ID or another status."
          />
        ) : (
          <EmptyState
            title="No bookings found"
            description="Bookings made by renters or by you appear here."
            action={newButton}
          />
        )}
      </section>
      <div className="mt-8">
        <FleetCalendar />
      </div>
      <BookingFormDialog open={creating} onClose={closeCreate} />
      <BookingDetailsDialog row={openedNow} onClose={() => setOpened(null)} />
    </>
  )
}
