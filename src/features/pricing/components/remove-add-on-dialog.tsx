import { Dialog } from '../../../components/dialog'
import { useToast } from '../../../components/toast'
import { errorMessage } from '../../../lib/api'
import { useDeleteAddOn, type AddOn } from '../queries'

/** Asks before deleting an add-on; bookings already made keep it on their quote. */
export function RemoveAddOnDialog({ addOn, onClose }: { addOn: AddOn | null; onClose: () => void }) {
  const remove = useDeleteAddOn()
  const toast = useToast()

  async function confirm() {
    if (!addOn) return
    try {
      await remove.mutateAsync(addOn.id)
      toast({ title: 'Add-on deleted', description: `${addOn.name} is no longer offered.`, variant: 'success' })
    } catch (error) {
      toast({ title: 'Could not delete the add-on', description: errorMessage(error), variant: 'destructive' })
    }
    onClose()
  }

  return (
    <Dialog
      open={addOn !== null}
      onClose={onClose}
      title="Delete add-on?"
      description={
        addOn ? `${addOn.name} will no longer be offered. Bookings already made keep it on their price.` : undefined
      }
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
