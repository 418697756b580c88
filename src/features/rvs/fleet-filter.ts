/** Pure fleet rules for the inventory page: search + filters, and the stat tiles' figures. */
import type { RvType } from '../../../worker/db/schema/enums'
import type { Rv } from '../../../worker/modules/rvs/schemas'
import { toCents } from '../../../worker/lib/shared/money'

export type AvailabilityFilter = 'all' | 'available' | 'unavailable'

export interface FleetFilters {
  search: string
  type: RvType | 'all'
  availability: AvailabilityFilter
}

export const NO_FLEET_FILTERS: FleetFilters = { search: '', type: 'all', availability: 'all' }

export const hasActiveFilters = (filters: FleetFilters) =>
  filters.search.trim() !== '' || filters.type !== 'all' || filters.availability !== 'all'

/** Case-insensitive match on name, make, model and description. */
export function matchesSearch(rv: Rv, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase()
  if (!needle) return true
  return [rv.name, rv.make, rv.model, rv.description].some((text) => text?.toLocaleLowerCase().includes(needle))
}

export function filterRvs(rvs: readonly Rv[], filters: FleetFilters): Rv[] {
  return rvs.filter(
    (rv) =>
      matchesSearch(rv, filters.search) &&
      (filters.type === 'all' || rv.type === filters.type) &&
      (filters.availability === 'all' || rv.available === (filters.availability === 'available')),
  )
}

/** Price in cents; an unreadable wire value counts as 0 rather than breaking the page. */
export const rvPriceCents = (rv: Pick<Rv, 'pricePerNight'>) => toCents(rv.pricePerNight) ?? 0

export interface FleetStats {
  total: number
  available: number
  /** Whole cents, null with no RVs. */
  averagePriceCents: number | null
}

export function fleetStats(rvs: readonly Rv[]): FleetStats {
  const total = rvs.length
  const available = rvs.filter((rv) => rv.available).length
  const sum = rvs.reduce((cents, rv) => cents + rvPriceCents(rv), 0)
  return { total, available, averagePriceCents: total ? Math.round(sum / total) : null }
}
