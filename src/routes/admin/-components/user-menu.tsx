import type { CurrentUser } from '../../../../worker/modules/auth/schemas'
import { userInitial, userLabel } from '../../../features/auth/user-display'
import { navigationPaths } from '../../../lib/api'

/** The signed-in owner's menu: initial and label, with its single item 'Sign Out'. */
export function UserMenu({ user }: { user: CurrentUser }) {
  const label = userLabel(user)
  return (
    <div className="dropdown dropdown-end">
      <button type="button" className="btn btn-ghost gap-2 px-2" aria-haspopup="menu" aria-label={`${label}: account menu`}>
        <span className="grid size-8 place-items-center rounded-full bg-primary font-bold text-primary-content" aria-hidden="true">
          {userInitial(user)}
        </span>
        <span className="hidden max-w-32 truncate sm:inline">{label}</span>
      </button>
      <ul role="menu" className="menu dropdown-content z-20 mt-2 w-44 rounded-box bg-base-100 p-2 shadow-lg">
        <li role="none">
          {/* A navigation, not a fetch: the server ends the session and redirects home. */}
          <a role="menuitem" href={navigationPaths.logout}>
            Sign Out
          </a>
        </li>
      </ul>
    </div>
  )
}
