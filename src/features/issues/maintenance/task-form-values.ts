/** The 'Add Maintenance Task' form's text state and its API payload. */
import type { MaintenanceTaskInput } from '../../../../worker/modules/issues/maintenance/schemas'
import { optionalNumber } from '../../../lib/form-errors'

export interface TaskFormValues {
  title: string
  notes: string
  dueDate: string
  dueMileage: string
  repeatEveryDays: string
  repeatEveryMiles: string
  outOfServiceStart: string
  outOfServiceEnd: string
}

export const emptyTaskForm = (): TaskFormValues => ({
  title: '',
  notes: '',
  dueDate: '',
  dueMileage: '',
  repeatEveryDays: '',
  repeatEveryMiles: '',
  outOfServiceStart: '',
  outOfServiceEnd: '',
})

/** Blank inputs are 'not set' (null): the schema decides whether that is allowed. */
export const toTaskPayload = (rvId: string, values: TaskFormValues): MaintenanceTaskInput => ({
  rvId,
  title: values.title,
  notes: values.notes,
  dueDate: values.dueDate || null,
  dueMileage: optionalNumber(values.dueMileage),
  repeatEveryDays: optionalNumber(values.repeatEveryDays),
  repeatEveryMiles: optionalNumber(values.repeatEveryMiles),
  outOfServiceStart: values.outOfServiceStart || null,
  outOfServiceEnd: values.outOfServiceEnd || null,
})
