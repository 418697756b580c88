import { useNavigate } from '@tanstack/react-router'
import { errorMessage } from '../../../lib/api'
import { useRenterLink } from '../queries'

/** 'Messages' on a booking found in My Bookings: opens its conversation with the owner through a fresh link. */
export default function MessagesButton({ proof }: { proof: { bookingId: string; email: string } }) {
  const link = useRenterLink()
  const navigate = useNavigate()
  return (
    <>
      <button
        type="button"
        className="btn btn-outline btn-sm"
        disabled={link.isPending}
        onClick={() => link.mutate(proof, { onSuccess: ({ url }) => void navigate({ href: url }) })}
      >
        {link.isPending ? 'Opening...' : 'Messages'}
      </button>
      {link.isError && (
        <p role="alert" className="w-full text-sm text-red-700 dark:text-red-400">
          {errorMessage(link.error, 'The conversation could not be opened. Please try again.')}
        </p>
      )}
    </>
  )
}
