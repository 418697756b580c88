import { queryOptions } from '@tanstack/react-query'
import { api } from '../../lib/api'

export const authKeys = { all: ['auth'] as const, user: () => [...authKeys.all, 'user'] as const }

/** Signed-in state comes from whether this returns a user (spec §4 Authentication). */
export const currentUserQuery = () =>
  queryOptions({ queryKey: authKeys.user(), queryFn: api.auth.currentUser, retry: false })

export const signInOptionsQuery = () =>
  queryOptions({ queryKey: [...authKeys.all, 'options'], queryFn: api.auth.signInOptions })
