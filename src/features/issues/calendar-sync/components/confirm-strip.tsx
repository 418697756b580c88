interface ConfirmStripProps {
  /** What happens if the owner goes on, in a sentence. */
  message: string
  confirmLabel: string
  busy: boolean
  onConfirm: () => void
  onCancel: () => void
}

/** Asks in place, not in a second dialog: this panel already lives inside the RV's dialog. */
export function ConfirmStrip({ message, confirmLabel, busy, onConfirm, onCancel }: ConfirmStripProps) {
  return (
    <div role="group" aria-label="Confirm" className="alert alert-warning flex flex-wrap items-center gap-2 text-sm">
      <p className="flex-1 basis-56">{message}</p>
      <div className="flex gap-2">
        <button type="button" className="btn btn-ghost btn-sm" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <button type="button" className="btn btn-warning btn-sm" onClick={onConfirm} disabled={busy}>
          {busy ? 'Working...' : confirmLabel}
        </button>
      </div>
    </div>
  )
}
