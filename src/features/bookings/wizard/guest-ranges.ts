/**
 * Spec §2: any, 1-2, 3-4, 5-6, 7+; an RV must sleep at least the lower bound. On its own so the
 * landing page's search takes these without the rest of the wizard's trip.
 */
export const guestRanges = [
  { label: 'Any number of guests', value: '' },
  { label: '1-2 guests', value: '1' },
  { label: '3-4 guests', value: '3' },
  { label: '5-6 guests', value: '5' },
  { label: '7+ guests', value: '7' },
] as const
