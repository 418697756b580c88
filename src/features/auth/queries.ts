import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { CurrentUser } from '../../../worker/modules/auth/schemas'
import { api, ApiError } from '../../lib/api'
import { useInvalidate } from '../../lib/query-client'

export const authKeys = { all: ['auth'] as const, user: () => [...authKeys.all, 'user'] as const }

/** Signed-in state comes from whether this returns a user (spec §4 Authentication). */
export const currentUserQuery = () =>
  queryOptions({ queryKey: authKeys.user(), queryFn: api.auth.currentUser, retry: false })

export const signInOptionsQuery = () =>
  queryOptions({ queryKey: [...authKeys.all, 'options'], queryFn: api.auth.signInOptions })

/** A new confirmation link; a 409 means the address was verified meanwhile, so the user is read again. */
export function useResendVerification() {
  const refreshUser = useInvalidate(authKeys.user())
  return useMutation({
    mutationFn: api.auth.resendVerification,
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void refreshUser()
    },
  })
}

/** The signed-in user answers the sign-in itself, so the admin opens without reading it again. */
function useSignedInUser() {
  const queryClient = useQueryClient()
  return (user: CurrentUser) => queryClient.setQueryData(authKeys.user(), user)
}

export function useSignIn() {
  const onSuccess = useSignedInUser()
  return useMutation({ mutationFn: api.auth.signIn, onSuccess })
}

export function useSignUp() {
  const onSuccess = useSignedInUser()
  return useMutation({ mutationFn: api.auth.signUp, onSuccess })
}
