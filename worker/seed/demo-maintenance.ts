/** The demo owner's maintenance tasks: the spec's two hard-coded dashboard rows, due soon after the demo's today. */
import type { maintenanceTasks } from '../db/schema'
import { addDays, fixedId, idGroup, msAt } from './demo-helpers'
import { demoOwner } from './demo-people'

type NewMaintenanceTask = typeof maintenanceTasks.$inferInsert

const rv = (n: number) => fixedId(idGroup.rv, n)

export function demoMaintenanceTasks(today: string): NewMaintenanceTask[] {
  const base = { ownerId: demoOwner.id, createdAt: msAt(today, -10, 9), updatedAt: msAt(today, -10, 9) }
  return [
    {
      ...base,
      id: fixedId(idGroup.maintenanceTask, 1),
      rvId: rv(1), // Mountain Majesty
      title: 'Annual inspection',
      notes: 'Safety and emissions inspection at the dealer; bring the service log.',
      dueDate: addDays(today, 15),
      repeatEveryDays: 365,
    },
    {
      ...base,
      id: fixedId(idGroup.maintenanceTask, 2),
      rvId: rv(2), // Coastal Cruiser, at 24,100 miles
      title: 'Oil change',
      dueDate: addDays(today, 21),
      dueMileage: 27_000,
      repeatEveryMiles: 5_000,
    },
  ]
}
