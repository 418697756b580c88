import { useState } from 'react'
import { AddTaskDialog } from './add-task-dialog'
import { MaintenanceTaskList } from './maintenance-task-list'

/** An RV's 'Maintenance' tab in its details: its tasks, and 'Add Maintenance Task' for it. */
export function RvMaintenancePanel({ rv }: { rv: { id: string; name: string } }) {
  const [adding, setAdding] = useState(false)
  return (
    <>
      <div className="space-y-3">
        <button type="button" className="btn btn-primary btn-sm" onClick={() => setAdding(true)}>
          Add Maintenance Task
        </button>
        <MaintenanceTaskList rvId={rv.id} />
      </div>
      <AddTaskDialog rv={adding ? rv : null} onClose={() => setAdding(false)} />
    </>
  )
}
