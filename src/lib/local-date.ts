/** The viewer's own calendar ("today", "this month" mean the owner's day, not the server's UTC). */
const pad = (value: number) => String(value).padStart(2, '0')

/** 'YYYY-MM-DD' */
export const localDate = (date = new Date()) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`

/** 'YYYY-MM' */
export const localMonth = (date = new Date()) => localDate(date).slice(0, 7)
