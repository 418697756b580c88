import { useId, useRef, useState, type KeyboardEvent } from 'react'
import { RV_TYPE_LABELS, type Rv } from '../../../../worker/modules/rvs/schemas'
import { formatDollars } from '../../../../worker/lib/shared/money'
import { Dialog } from '../../../components/dialog'
import { CalendarSyncPanel } from '../../issues/calendar-sync/calendar-sync-panel'
import { AddTaskDialog } from '../../issues/maintenance/components/add-task-dialog'
import { MaintenanceTaskList } from '../../issues/maintenance/components/maintenance-task-list'
import { rvPriceCents } from '../fleet-filter'

const tabs = [
  { key: 'maintenance', label: 'Maintenance' },
  { key: 'calendar-sync', label: 'Calendar sync' },
] as const

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
  const baseId = useId()
  const [active, setActive] = useState(0)
  const [adding, setAdding] = useState(false)
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([])

  // WAI-ARIA tabs with automatic activation: arrows, Home and End move between tabs.
  const onKeyDown = (event: KeyboardEvent) => {
    const target = { ArrowRight: active + 1, ArrowLeft: active - 1, Home: 0, End: tabs.length - 1 }[event.key]
    if (target === undefined) return
    event.preventDefault()
    const next = (target + tabs.length) % tabs.length
    setActive(next)
    tabRefs.current[next]?.focus()
  }

  return (
    <div>
      {/* Roving focus (WAI-ARIA tabs): the tablist handles arrow keys, each tab button takes the focus. */}
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus */}
      <div
        role="tablist"
        aria-label={`${rv.name} details`}
        className="tabs tabs-box w-full flex-nowrap"
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(element) => {
              tabRefs.current[index] = element
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.key}`}
            aria-selected={index === active}
            aria-controls={`${baseId}-panel-${tab.key}`}
            tabIndex={index === active ? 0 : -1}
            className={`tab flex-1 ${index === active ? 'tab-active' : 'text-base-content/80'}`}
            onClick={() => setActive(index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${baseId}-panel-${tab.key}`}
          aria-labelledby={`${baseId}-tab-${tab.key}`}
          hidden={index !== active}
          className="mt-4"
        >
          {/* Only the open tab loads its data. */}
          {index === active && tab.key === 'maintenance' && (
            <div className="space-y-3">
              <button type="button" className="btn btn-primary btn-sm" onClick={() => setAdding(true)}>
                Add Maintenance Task
              </button>
              <MaintenanceTaskList rvId={rv.id} />
            </div>
          )}
          {index === active && tab.key === 'calendar-sync' && <CalendarSyncPanel rvId={rv.id} />}
        </div>
      ))}
      <AddTaskDialog rv={adding ? rv : null} onClose={() => setAdding(false)} />
    </div>
  )
}
