/** How messages and response figures read on screen. */

/** 'usually responds within an hour', from the median minutes (null: nothing answered yet). */
export function typicalResponse(minutes: number | null) {
  if (minutes === null) return 'No answers yet'
  if (minutes < 60) return 'Within an hour'
  if (minutes < 24 * 60) {
    const hours = Math.ceil(minutes / 60)
    return `Within ${hours} hours`
  }
  return 'Within a few days'
}

/** When a message was written, in the reader's own time. */
export const messageTime = (iso: string) =>
  new Date(iso).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' })

/** Shown under the sender's own message whose contact details were hidden. */
export const MASKED_NOTICE =
  'Contact details in this message were hidden: phone numbers, emails and links are shared once the booking is paid.'
