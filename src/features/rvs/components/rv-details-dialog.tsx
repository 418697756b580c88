import { useState } from 'react'
import { RV_TYPE_LABELS, type Rv } from '../../../../worker/modules/rvs/schemas'
import { formatDollars } from '../../../../worker/lib/shared/money'
import { Dialog } from '../../../components/dialog'
import { Tabs } from '../../../components/tabs'
import { CalendarSyncPanel } from '../../issues/calendar-sync/calendar-sync-panel'
import { AddTaskDialog } from '../../issues/maintenance/components/add-task-dialog'
import { MaintenanceTaskList } from '../../issues/maintenance/components/maintenance-task-list'
import { rvPriceCents } from '../fleet-filter'

/** An owner's RV in detail: its summary, its maintenance tasks and its calendar sync, one tab each (loaded lazily by the card). */
export default function RvDetailsDialog({ rv, onClose }: { rv: Rv | null; onClose: () => void }) {
  return (
    <Dialog
      open={rv !== null}
      onClose={onClose}
      size="lg"
      title={rv?.name ?? 'RV details'}
      description={rv ? summary(rv) : undefined}
    >
      {rv && <RvDetails rv={rv} />}
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

function RvDetails({ rv }: { rv: Rv }) {
  const [adding, setAdding] = useState(false)
  return (
    <>
      <Tabs
        label={`${rv.name} details`}
        tabs={[
          {
            key: 'maintenance',
            label: 'Maintenance',
            panel: () => (
              <div className="space-y-3">
                <button type="button" className="btn btn-primary btn-sm" onClick={() => setAdding(true)}>
                  Add Maintenance Task
                </button>
                <MaintenanceTaskList rvId={rv.id} />
              </div>
            ),
          },
          { key: 'calendar-sync', label: 'Calendar sync', panel: () => <CalendarSyncPanel rvId={rv.id} /> },
        ]}
      />
      <AddTaskDialog rv={adding ? rv : null} onClose={() => setAdding(false)} />
    </>
  )
}
