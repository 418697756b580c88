import { useState } from 'react'
import type { ParkingSpot } from '../queries'
import { formatDollars } from '../../../../worker/lib/shared/money'
import { useToast } from '../../../components/toast'
import { errorMessage } from '../../../lib/api'
import { useDeleteSpot } from '../queries'
import { spotSizeLabel } from '../spot-form-values'
import { priceCents } from '../venue-filter'

interface SpotsTableProps {
  venueId: string
  spots: readonly ParkingSpot[]
  editingId: string | null
  onEdit: (spot: ParkingSpot) => void
  onRemoved: (spot: ParkingSpot) => void
}

// On a phone, size, utilities and availability fold under the spot number so the actions stay in view.
const wide = 'hidden sm:table-cell'
const phoneSummary = (spot: ParkingSpot) =>
  [spotSizeLabel(spot.size), spot.utilities.join(', '), spot.available ? '' : 'Unavailable'].filter(Boolean).join(' · ')

/** The venue's spots; Remove asks once more in place, since it cannot be undone. */
export function SpotsTable({ venueId, spots, editingId, onEdit, onRemoved }: SpotsTableProps) {
  const [confirmingId, setConfirmingId] = useState<string | null>(null)
  const remove = useDeleteSpot(venueId)
  const toast = useToast()

  async function confirmRemove(spot: ParkingSpot) {
    try {
      await remove.mutateAsync(spot.id)
      onRemoved(spot)
      toast({ title: 'Parking spot removed', description: `Spot ${spot.spotNumber}`, variant: 'success' })
    } catch (error) {
      toast({ title: 'Could not remove the spot', description: errorMessage(error), variant: 'destructive' })
    } finally {
      setConfirmingId(null)
    }
  }

  if (spots.length === 0)
    return (
      <p className="rounded-box border border-dashed border-base-300 px-4 py-6 text-center text-sm font-medium">
        No parking spots yet
      </p>
    )
  return (
    <div className="overflow-x-auto rounded-box border border-base-300">
      <table className="table table-sm">
        <caption className="sr-only">Parking spots ({spots.length})</caption>
        <thead>
          <tr>
            <th scope="col">Spot</th>
            <th scope="col" className={wide}>
              Size
            </th>
            <th scope="col" className={wide}>
              Utilities
            </th>
            <th scope="col">Price/night</th>
            <th scope="col" className={wide}>
              Available
            </th>
            <th scope="col">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {spots.map((spot) => (
            <tr key={spot.id} className={spot.id === editingId ? 'bg-base-200' : undefined}>
              <th scope="row">
                {spot.spotNumber}
                <span className="block text-xs font-normal text-base-content/75 sm:hidden">{phoneSummary(spot)}</span>
              </th>
              <td className={wide}>{spotSizeLabel(spot.size)}</td>
              <td className={`${wide} min-w-32`}>{spot.utilities.join(', ') || '—'}</td>
              <td>{formatDollars(priceCents(spot))}</td>
              <td className={wide}>
                <span className={`badge badge-sm ${spot.available ? 'badge-success' : 'badge-neutral'}`}>
                  {spot.available ? 'Yes' : 'No'}
                </span>
              </td>
              <td>
                <div className="flex justify-end gap-1 whitespace-nowrap">
                  {confirmingId === spot.id ? (
                    <>
                      {/* The confirmation replaces the 'Remove' button the owner just pressed. */}
                      <button
                        type="button"
                        className="btn btn-error btn-xs"
                        // eslint-disable-next-line jsx-a11y/no-autofocus
                        autoFocus
                        disabled={remove.isPending}
                        onClick={() => void confirmRemove(spot)}
                      >
                        {remove.isPending ? 'Removing...' : 'Yes, remove'}
                        <span className="sr-only"> spot {spot.spotNumber}</span>
                      </button>
                      <button
                        type="button"
                        className="btn btn-ghost btn-xs"
                        disabled={remove.isPending}
                        onClick={() => setConfirmingId(null)}
                      >
                        Keep
                      </button>
                    </>
                  ) : (
                    <>
                      <button type="button" className="btn btn-ghost btn-xs" onClick={() => onEdit(spot)}>
                        Edit<span className="sr-only"> spot {spot.spotNumber}</span>
                      </button>
                      <button type="button" className="btn btn-ghost btn-xs" onClick={() => setConfirmingId(spot.id)}>
                        Remove<span className="sr-only"> spot {spot.spotNumber}</span>
                      </button>
                    </>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
