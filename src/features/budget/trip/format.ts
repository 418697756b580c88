/** Whole dollars, for the rounded per-day and per-person figures and the spec's prices: 41300 → "$413". */
export const wholeDollars = (cents: number) =>
  (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })

/** A count with its unit: (1, 'day') → "1 day", (4, 'person', 'people') → "4 people". */
export const counted = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`
