import type { Rv } from '../queries'
import { Dialog } from '../../../components/dialog'
import { useToast } from '../../../components/toast'
import { errorMessage } from '../../../lib/api'
import { useDeleteRv } from '../queries'

interface RemoveRvDialogProps {
  rv: Rv | null
  onClose: () => void
  /** After a removal, once the card (and so the button that opened this) is gone. */
  onRemoved?: () => void
}

/** Asks before removing an RV. The API refuses (409) an RV with bookings; its reason goes in a toast. */
export function RemoveRvDialog({ rv, onClose, onRemoved }: RemoveRvDialogProps) {
  const remove = useDeleteRv()
  const toast = useToast()

  async function confirm() {
    if (!rv) return
    try {
      await remove.mutateAsync(rv.id)
      onRemoved?.()
      toast({ title: 'RV removed', description: `${rv.name} is no longer in your fleet.`, variant: 'success' })
    } catch (error) {
      toast({ title: 'Could not remove RV', description: errorMessage(error), variant: 'destructive' })
    }
    onClose()
  }

  return (
    <Dialog
      open={rv !== null}
      onClose={onClose}
      title="Remove RV?"
      description={rv ? `${rv.name} will be removed from your fleet. This cannot be undone.` : undefined}
    >
      <div className="modal-action mt-2">
        <button type="button" className="btn btn-ghost" onClick={onClose} disabled={remove.isPending}>
          Cancel
        </button>
        <button type="button" className="btn btn-error" onClick={() => void confirm()} disabled={remove.isPending}>
          {remove.isPending ? 'Removing...' : 'Remove'}
        </button>
      </div>
    </Dialog>
  )
}
