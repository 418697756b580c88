/**
 * Sales tax on one line, rounded half-up to the cent (half away from zero for a negative line such
 * as a discount, so a discount takes off exactly the tax its amount would carry). The quote sums it
 * per taxable line into each tax line, and a refund gives back each line's part, so both agree.
 */
export function lineTaxCents(amountCents: number, rateMilliPercent: number) {
  const exact = (Math.abs(amountCents) * rateMilliPercent) / 100_000
  return Math.sign(amountCents) * Math.floor(exact + 0.5 + 1e-9)
}

/** `percent` of `cents`, rounded half-up to the cent (half away from zero when negative). */
export function percentOf(cents: number, percent: number) {
  return Math.sign(cents) * Math.floor((Math.abs(cents) * percent) / 100 + 0.5 + 1e-9)
}
