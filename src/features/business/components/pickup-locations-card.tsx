import { useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { EmptyState } from '../../../components/empty-state'
import { SectionCard } from '../../../components/section-card'
import { plural } from '../../../lib/plural'
import { deliveryRuleText, locationDeliveryRule } from '../location-form-values'
import { pickupLocationsQuery, type PickupLocation } from '../queries'
import { PickupLocationDialog } from './pickup-location-dialog'
import { RemovePickupLocationDialog } from './remove-pickup-location-dialog'

/** null: no dialog; 'new': adding; a location: editing it. */
type Editing = null | 'new' | PickupLocation

/** Where renters collect the owner's RVs, each with its delivery rule, with add, edit and delete. */
export function PickupLocationsCard() {
  const { data: locations } = useSuspenseQuery(pickupLocationsQuery())
  const [editing, setEditing] = useState<Editing>(null)
  const [removing, setRemoving] = useState<PickupLocation | null>(null)
  const addButton = (
    <button type="button" className="btn btn-primary btn-sm" onClick={() => setEditing('new')}>
      Add pickup location
    </button>
  )

  return (
    <SectionCard title="Pickup locations" action={locations.length > 0 ? addButton : undefined}>
      {locations.length === 0 ? (
        <EmptyState
          title="No pickup locations yet"
          description="Add where renters collect your RVs: renters search near it, and delivery is priced from it."
          action={addButton}
        />
      ) : (
        <ul className="divide-y divide-base-300">
          {locations.map((location) => (
            <li key={location.id} className="flex flex-wrap items-start justify-between gap-2 py-3">
              <div className="min-w-0 flex-1 basis-56 text-sm">
                <p className="break-words text-base font-medium">{location.name}</p>
                <p className="break-words text-base-content/80">
                  {location.street}, {location.city}, {location.state} {location.zipCode}
                </p>
                {location.openingHours && (
                  <p className="break-words text-base-content/80">Hours: {location.openingHours}</p>
                )}
                <p className="text-base-content/80">
                  {location.delivers ? deliveryRuleText(locationDeliveryRule(location)) : 'Pickup only'}
                </p>
                <p className="text-xs text-base-content/70">{plural(location.rvCount, 'RV')} picked up here</p>
              </div>
              <div className="flex gap-2">
                <button type="button" className="btn btn-outline btn-sm" onClick={() => setEditing(location)}>
                  Edit<span className="sr-only"> {location.name}</span>
                </button>
                <button type="button" className="btn btn-outline btn-sm" onClick={() => setRemoving(location)}>
                  Delete<span className="sr-only"> {location.name}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <PickupLocationDialog
        open={editing !== null}
        location={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
      <RemovePickupLocationDialog location={removing} onClose={() => setRemoving(null)} />
    </SectionCard>
  )
}
