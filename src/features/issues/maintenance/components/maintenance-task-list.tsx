import { useInfiniteQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { EmptyState } from '../../../../components/empty-state'
import { ShowMoreButton } from '../../../../components/show-more-button'
import { Spinner } from '../../../../components/spinner'
import { errorMessage } from '../../../../lib/api'
import { localDate } from '../../../../lib/local-date'
import { maintenanceListQuery, type MaintenanceState } from '../queries'
import { TaskItem } from './task-item'

const states: { state: MaintenanceState; label: string }[] = [
  { state: 'upcoming', label: 'Upcoming' },
  { state: 'completed', label: 'Completed' },
]

/** The owner's maintenance tasks, of one RV or all: upcoming soonest due first, or completed latest first. */
export function MaintenanceTaskList({ rvId }: { rvId?: string }) {
  const [state, setState] = useState<MaintenanceState>('upcoming')
  const list = useInfiniteQuery(maintenanceListQuery({ rvId, state }))
  const tasks = list.data?.pages.flatMap((page) => page.items) ?? []
  const today = localDate()

  return (
    <div className="space-y-2">
      <div className="join" role="group" aria-label="Which tasks">
        {states.map((option) => (
          <button
            key={option.state}
            type="button"
            className={`btn join-item btn-sm ${option.state === state ? 'btn-active' : ''}`}
            aria-pressed={option.state === state}
            onClick={() => setState(option.state)}
          >
            {option.label}
          </button>
        ))}
      </div>
      {list.isPending ? (
        <Spinner label="Loading maintenance tasks..." showLabel />
      ) : list.isError ? (
        <div role="alert" className="alert alert-error text-sm">
          <span>{errorMessage(list.error, 'The maintenance tasks could not be loaded.')}</span>
          <button type="button" className="btn btn-sm" onClick={() => void list.refetch()}>
            Try again
          </button>
        </div>
      ) : tasks.length === 0 ? (
        <EmptyState
          title={state === 'upcoming' ? 'No maintenance scheduled' : 'No completed maintenance yet'}
          description={
            state === 'upcoming' ? 'Add a task to plan service and keep the RV off the road for it.' : undefined
          }
          headingLevel={4}
        />
      ) : (
        <>
          <ul
            className="divide-y divide-base-300"
            aria-label={`${state === 'upcoming' ? 'Upcoming' : 'Completed'} tasks`}
          >
            {tasks.map((task) => (
              <TaskItem key={task.id} task={task} showRv={rvId === undefined} today={today} />
            ))}
          </ul>
          <ShowMoreButton list={list} />
        </>
      )}
    </div>
  )
}
