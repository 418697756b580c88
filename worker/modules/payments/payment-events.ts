/** What every payment outcome handler shares: the outcomes, and recognising an event seen before. */
/** 'authorized': a manual-capture intent's card authorised, nothing charged yet (a request to book). */
export type PaymentOutcome = 'failed' | 'authorized' | 'succeeded' | 'refunded'

/** A second delivery of an event: its id is already in payment_events. */
export const isDuplicateEvent = (error: unknown) =>
  error instanceof Error &&
  /UNIQUE constraint failed: payment_events\.id/.test(
    `${error.message} ${error.cause instanceof Error ? error.cause.message : ''}`,
  )
