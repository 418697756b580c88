/** Spec §2 Bookings Management: the status filter's options (the search by id runs on the server). */
import { bookingStatuses, type BookingStatus } from '../../../worker/lib/shared/enums'

export type StatusFilter = 'all' | BookingStatus
/** Spec §2's filter options; expired holds show under 'All Statuses' only. */
export const statusFilterOptions: StatusFilter[] = ['all', ...bookingStatuses.filter((status) => status !== 'expired')]
