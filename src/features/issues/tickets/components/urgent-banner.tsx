import { useId } from 'react'
import type { CurrentUser } from '../../../../lib/queries/current-user'
import type { IssueStats } from '../queries'
import { UrgentGroup, type UrgentActions } from './urgent-group'

interface UrgentBannerProps extends UrgentActions {
  stats: IssueStats
  user: CurrentUser
  /** The time ages are counted to. */
  now: number
  onSetHelpLine: () => void
}

/**
 * Shown while emergency or high-priority issues are open or in progress: the owner's help line and
 * the newest active issues of each priority with what to do about them ('Escalate', 'Assign Tech',
 * 'Schedule'). The page decides when it shows; this renders it.
 */
export function UrgentBanner({ stats, user, now, onSetHelpLine, ...actions }: UrgentBannerProps) {
  const headingId = useId()
  const urgent = stats.emergency + stats.high
  const phone = user.helpPhone
  return (
    <section aria-labelledby={headingId} className="mt-6 rounded-box border border-error/50 bg-error/10 p-4 sm:p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex items-start gap-2">
          <svg viewBox="0 0 24 24" className="mt-0.5 size-6 shrink-0 text-error" aria-hidden="true">
            <path
              d="M12 9v4m0 4h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
          <h2 id={headingId} className="text-lg font-semibold">
            {urgent} urgent {urgent === 1 ? 'issue requires' : 'issues require'} immediate attention
          </h2>
        </div>
        <div className="text-sm sm:text-right">
          {phone ? (
            <p>
              Emergency help line:{' '}
              <a className="link font-semibold whitespace-nowrap" href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
                {phone}
              </a>
            </p>
          ) : (
            <button type="button" className="btn btn-sm btn-outline" onClick={onSetHelpLine}>
              Set your help line
            </button>
          )}
        </div>
      </div>
      <div className="mt-4 grid grid-cols-1 gap-4 lg:grid-cols-3">
        {stats.emergency > 0 && <UrgentGroup priority="emergency" count={stats.emergency} now={now} {...actions} />}
        {stats.high > 0 && <UrgentGroup priority="high" count={stats.high} now={now} {...actions} />}
        {stats.medium > 0 && <UrgentGroup priority="medium" count={stats.medium} now={now} {...actions} />}
      </div>
    </section>
  )
}
