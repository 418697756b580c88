/** How a maintenance task reads in lists and on the dashboard. */
import { displayDay } from './format'

interface Due {
  dueDate: string | null
  dueMileage: number | null
}

const miles = (value: number) => `${value.toLocaleString('en-US')} mi`

/** Open and past its due date (today is the viewer's own day, 'YYYY-MM-DD'). */
export const isOverdue = (task: Due & { completedAt?: string | null }, today: string) =>
  !task.completedAt && task.dueDate !== null && task.dueDate < today

/** 'Due 3/30/2031', 'Due at 27,000 mi', or 'Due 3/30/2031 or at 27,000 mi'. */
export function dueText({ dueDate, dueMileage }: Due) {
  const parts = [dueDate && displayDay(dueDate), dueMileage !== null && `at ${miles(dueMileage)}`].filter(Boolean)
  return `Due ${parts.join(' or ')}`
}

/** 'Repeats every 365 days', '… every 5,000 mi', or both; null for a one-off task. */
export function repeatText(task: { repeatEveryDays: number | null; repeatEveryMiles: number | null }) {
  const parts = [
    task.repeatEveryDays !== null && `${task.repeatEveryDays} ${task.repeatEveryDays === 1 ? 'day' : 'days'}`,
    task.repeatEveryMiles !== null && miles(task.repeatEveryMiles),
  ].filter(Boolean)
  return parts.length ? `Repeats every ${parts.join(' or ')}` : null
}

/** 'Off the road from 3/29/2031, back on 3/31/2031'; null when the task keeps the RV on the road. */
export function outOfServiceText(task: { outOfServiceStart: string | null; outOfServiceEnd: string | null }) {
  if (!task.outOfServiceStart || !task.outOfServiceEnd) return null
  return `Off the road from ${displayDay(task.outOfServiceStart)}, back on ${displayDay(task.outOfServiceEnd)}`
}
