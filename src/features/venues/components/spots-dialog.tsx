import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { ParkingSpot, Venue } from '../queries'
import { Dialog } from '../../../components/dialog'
import { Spinner } from '../../../components/spinner'
import { errorMessage } from '../../../lib/api'
import { spotsQuery } from '../queries'
import { SpotForm } from './spot-form'
import { SpotsTable } from './spots-table'

/** The venue's detail view for its parking spots: the list, and a form to add or edit one. */
export function SpotsDialog({ venue, onClose }: { venue: Venue | null; onClose: () => void }) {
  return (
    <Dialog
      open={venue !== null}
      onClose={onClose}
      size="lg"
      title={venue ? `${venue.name} — Parking spots` : 'Parking spots'}
      description={venue?.location}
    >
      {venue && <SpotsManager key={venue.id} venue={venue} />}
    </Dialog>
  )
}

function SpotsManager({ venue }: { venue: Venue }) {
  const spots = useQuery(spotsQuery(venue.id))
  const [editing, setEditing] = useState<ParkingSpot | null>(null)
  return (
    <div className="space-y-5">
      <section aria-label="Parking spots">
        {spots.isPending ? (
          <Spinner label="Loading parking spots..." showLabel />
        ) : spots.isError ? (
          <div role="alert" className="alert alert-error text-sm">
            <span>{errorMessage(spots.error, 'The parking spots could not be loaded.')}</span>
            <button type="button" className="btn btn-sm" onClick={() => void spots.refetch()}>
              Try again
            </button>
          </div>
        ) : (
          <SpotsTable
            venueId={venue.id}
            spots={spots.data}
            editingId={editing?.id ?? null}
            onEdit={setEditing}
            onRemoved={(spot) => setEditing((current) => (current?.id === spot.id ? null : current))}
          />
        )}
      </section>
      <SpotForm key={editing?.id ?? 'new'} venueId={venue.id} spot={editing} onDone={() => setEditing(null)} />
    </div>
  )
}
