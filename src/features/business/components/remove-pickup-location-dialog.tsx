import { Dialog } from '../../../components/dialog'
import { useToast } from '../../../components/toast'
import { errorMessage } from '../../../lib/api'
import { useDeletePickupLocation, type PickupLocation } from '../queries'

/** Asks before deleting a pickup location; the server refuses while RVs are still picked up there, and says so. */
export function RemovePickupLocationDialog({
  location,
  onClose,
}: {
  location: PickupLocation | null
  onClose: () => void
}) {
  const remove = useDeletePickupLocation()
  const toast = useToast()

  async function confirm() {
    if (!location) return
    try {
      await remove.mutateAsync(location.id)
      toast({ title: 'Pickup location deleted', description: location.name, variant: 'success' })
    } catch (error) {
      toast({ title: 'Could not delete the pickup location', description: errorMessage(error), variant: 'destructive' })
    }
    onClose()
  }

  return (
    <Dialog
      open={location !== null}
      onClose={onClose}
      title="Delete pickup location?"
      description={location ? `${location.name} will no longer be offered to renters.` : undefined}
    >
      <div className="modal-action mt-2">
        <button type="button" className="btn btn-ghost" onClick={onClose} disabled={remove.isPending}>
          Cancel
        </button>
        <button type="button" className="btn btn-error" onClick={() => void confirm()} disabled={remove.isPending}>
          {remove.isPending ? 'Deleting...' : 'Delete'}
        </button>
      </div>
    </Dialog>
  )
}
