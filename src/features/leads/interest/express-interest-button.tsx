import { useState } from 'react'
import { ExpressInterestDialog, type InterestRv, type InterestStay } from './express-interest-dialog'

/** 'Express Interest' on a wizard RV card (spec §2): opens the contact form for this RV and the searched stay. */
export function ExpressInterestButton({ rv, stay }: { rv: InterestRv; stay: InterestStay }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" className="btn btn-outline btn-primary btn-block" onClick={() => setOpen(true)}>
        Express Interest<span className="sr-only"> in {rv.name}</span>
      </button>
      <ExpressInterestDialog open={open} rv={rv} stay={stay} onClose={() => setOpen(false)} />
    </>
  )
}
