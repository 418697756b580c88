/**
 * Whether an RV fits a partner's site (pure, shared by the SPA and the server). The SQL in
 * worker/modules/bookings/availability.ts (`siteFitsRv`) is the authority for bookings and says the
 * same thing: a length limit (null: any length; an RV of unknown length never fits a site with a
 * limit), the electric hookup (an RV needing 30 amps fits a 30 or 50 amp site, one needing 50 only
 * a 50 amp site), water, sewer and pull-through, each needed only when the RV says so.
 */

export interface SiteFitSite {
  maxRvLength: number | null
  amps: number | null
  water: boolean
  sewer: boolean
  pullThrough: boolean
}

export interface SiteFitRv {
  length: number | null
  /** Amps the RV needs (30 or 50), null for none. */
  hookupAmps: number | null
  needsWater: boolean
  needsSewer: boolean
  needsPullThrough: boolean
}

/** Why `rv` does not fit `site`, in words a renter reads ('Takes RVs up to 30 ft'); empty when it fits. */
export function siteFitProblems(site: SiteFitSite, rv: SiteFitRv): string[] {
  const problems: string[] = []
  if (site.maxRvLength !== null && (rv.length === null || rv.length > site.maxRvLength))
    problems.push(`Takes RVs up to ${site.maxRvLength} ft`)
  if (rv.hookupAmps !== null && (site.amps === null || site.amps < rv.hookupAmps))
    problems.push(`No ${rv.hookupAmps} amp hookup`)
  if (rv.needsWater && !site.water) problems.push('No water hookup')
  if (rv.needsSewer && !site.sewer) problems.push('No sewer hookup')
  if (rv.needsPullThrough && !site.pullThrough) problems.push('Not a pull-through site')
  return problems
}
