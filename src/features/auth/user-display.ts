import type { CurrentUser } from '../../lib/queries/current-user'

type Named = Pick<CurrentUser, 'firstName' | 'email'> | null | undefined

/** Spec §2: first letter of the first name, else of the email, else 'U'. */
export const userInitial = (user: Named) =>
  (user?.firstName?.trim()?.[0] ?? user?.email?.trim()?.[0] ?? 'U').toUpperCase()

/** Spec §2: the first name, else the email, else 'User'. */
export const userLabel = (user: Named) => user?.firstName?.trim() || user?.email?.trim() || 'User'
