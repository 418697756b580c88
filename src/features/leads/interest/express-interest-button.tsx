import { lazy, Suspense, useState } from 'react'
import { useOpenedOnce } from '../../../lib/use-opened-once'
import type { InterestRv, InterestStay } from './express-interest-dialog'

// The form, its robot check and its rules load when a renter first opens it, not with the wizard.
const ExpressInterestDialog = lazy(() => import('./express-interest-dialog'))

/** 'Express Interest' on a wizard RV card (spec §2): opens the contact form for this RV and the searched stay. */
export function ExpressInterestButton({ rv, stay }: { rv: InterestRv; stay: InterestStay }) {
  const [open, setOpen] = useState(false)
  const wanted = useOpenedOnce(open)
  return (
    <>
      <button type="button" className="btn btn-outline btn-primary btn-block" onClick={() => setOpen(true)}>
        Express Interest<span className="sr-only"> in {rv.name}</span>
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <ExpressInterestDialog open={open} rv={rv} stay={stay} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
