import { RV_TYPE_LABELS, type Rv } from '../../../../worker/modules/rvs/schemas'
import { formatDollars } from '../../../../worker/lib/shared/money'
import { Dialog } from '../../../components/dialog'
import { Tabs, type Tab } from '../../../components/tabs'
import { rvPriceCents } from '../fleet-filter'

/** The tabs of an owner's RV in detail (its maintenance tasks, its calendar sync), filled in by the route. */
export type RvDetailTabs = (rv: Rv) => readonly Tab[]

interface RvDetailsDialogProps {
  rv: Rv | null
  tabs: RvDetailTabs
  onClose: () => void
}

/** An owner's RV in detail: its summary above one tab each of what other features keep for it (loaded lazily by the card). */
export default function RvDetailsDialog({ rv, tabs, onClose }: RvDetailsDialogProps) {
  return (
    <Dialog
      open={rv !== null}
      onClose={onClose}
      size="lg"
      title={rv?.name ?? 'RV details'}
      description={rv ? summary(rv) : undefined}
    >
      {rv && <Tabs label={`${rv.name} details`} tabs={tabs(rv)} />}
    </Dialog>
  )
}

/** 'Class C · Sleeps 4 · 24 ft · 18,400 miles · $110.00/night · Available' */
function summary(rv: Rv) {
  return [
    RV_TYPE_LABELS[rv.type],
    `Sleeps ${rv.sleeps}`,
    rv.length !== null && `${rv.length} ft`,
    rv.mileage !== null && `${rv.mileage.toLocaleString('en-US')} miles`,
    `${formatDollars(rvPriceCents(rv))}/night`,
    rv.available ? 'Available' : 'Unavailable',
  ]
    .filter(Boolean)
    .join(' · ')
}
