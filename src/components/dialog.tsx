import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { tabbables } from '../lib/tabbable'

interface DialogProps {
  open: boolean
  onClose: () => void
  title: string
  description?: string
  children: ReactNode
  /** 'lg' for forms with two columns. */
  size?: 'md' | 'lg'
}

/**
 * Tab from the dialog's last control (Shift+Tab from its first) goes round to the other end. A
 * native modal dialog makes the page behind it inert but lets focus leave for the browser's own
 * toolbar, where a keyboard user loses their place.
 */
function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return
  // A dialog opened from inside this one keeps its own Tab.
  if (event.target instanceof Element && event.target.closest('dialog') !== event.currentTarget) return
  const inside = tabbables(event.currentTarget)
  const first = inside[0]
  const last = inside.at(-1)
  if (!first || !last) return
  const active = document.activeElement
  const atEdge = event.shiftKey ? active === first || !event.currentTarget.contains(active) : active === last
  if (!atEdge) return
  event.preventDefault()
  ;(event.shiftKey ? last : first).focus()
}

/**
 * A modal built on the native <dialog>: the browser makes the page behind inert, Escape closes it
 * and focus returns to the button that opened it; Tab goes round inside it. Named by its title for
 * screen readers.
 */
export function Dialog({ open, onClose, title, description, children, size = 'md' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const descriptionId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])

  return (
    <dialog
      ref={ref}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onKeyDown={keepTabInside}
      // A dialog opened from inside this one sends its own close and cancel events up the React tree: not ours.
      onClose={(event) => event.target === event.currentTarget && onClose()}
      onCancel={(event) => {
        if (event.target !== event.currentTarget) return
        event.preventDefault()
        onClose()
      }}
    >
      <div className={`modal-box max-h-[90vh] ${size === 'lg' ? 'sm:max-w-2xl' : 'sm:max-w-lg'}`}>
        <div className="mb-4 flex items-start justify-between gap-4">
          <div>
            <h2 id={titleId} className="text-lg font-bold">
              {title}
            </h2>
            {description && (
              <p id={descriptionId} className="text-sm text-base-content/70">
                {description}
              </p>
            )}
          </div>
          <button type="button" className="btn btn-ghost btn-sm btn-circle" aria-label="Close" onClick={onClose}>
            ✕
          </button>
        </div>
        {open && children}
      </div>
      <form method="dialog" className="modal-backdrop">
        <button type="button" tabIndex={-1} aria-hidden="true" onClick={onClose}>
          close
        </button>
      </form>
    </dialog>
  )
}
